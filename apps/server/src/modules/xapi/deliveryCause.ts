import type { XapiDeliveryCause } from "@coursewright/course-model";

/**
 * Why the last delivery failed, in kinds a creator can act on (the panel says each in their language): the store's
 * address did not answer, its name is unknown, it was too slow, its certificate was refused, it answered an HTTP
 * error (with the start of its answer), it refused statements, or its address is private. Read from the stored
 * last_error text, so failures recorded before this existed are explained too; null for anything else (the panel
 * then shows the text as it is).
 */
const RULES: [RegExp, XapiDeliveryCause["kind"]][] = [
  [/refused by the store/, "rejected"],
  [/private, local or reserved address/, "private"],
  [/ENOTFOUND|EAI_AGAIN|getaddrinfo/, "dns"],
  [/ECONNREFUSED/, "refused"],
  [/TimeoutError|ETIMEDOUT|timed? ?out|aborted/i, "timeout"],
  [/certificate|CERT_|SSL|TLS|self[- ]signed/i, "tls"],
  [/ECONNRESET|socket hang up|EPIPE/, "reset"],
];

export function deliveryCause(lastError: string | null): XapiDeliveryCause | null {
  if (!lastError) return null;
  const status = /answered (\d{3})(?:: (.*))?$/s.exec(lastError);
  if (status) return { kind: "status", status: Number(status[1]), excerpt: status[2] ?? "" };
  for (const [pattern, kind] of RULES) if (pattern.test(lastError)) return { kind, status: null, excerpt: "" };
  return null;
}

/** The start of a store's error answer, on one line: enough to recognise "invalid credentials" or a proxy's page. */
export async function answerExcerpt(response: Response): Promise<string> {
  try {
    const text = (await response.text())
      .replace(/<[^>]*>/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    return [...text].slice(0, 160).join("");
  } catch {
    return "";
  }
}
