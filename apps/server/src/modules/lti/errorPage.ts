import type { FastifyReply, FastifyRequest } from "fastify";
import { requestLanguage, requestTranslator } from "../../http/i18n";

/** Why a launch was refused; each has a title and what the platform's administrator should check. */
export type LtiRefusal =
  | "unknown_platform"
  | "unknown_state"
  | "wrong_issuer"
  | "wrong_audience"
  | "expired"
  | "bad_signature"
  | "private_keys"
  | "keys_unavailable"
  | "nonce"
  | "unknown_deployment"
  | "wrong_message"
  | "unknown_course"
  | "bad_request"
  | "not_instructor"
  | "deep_linking_settings"
  | "picker_expired"
  | "storage_state";

export class LtiError extends Error {
  /** `params` fill the page's sentences (keys_unavailable names the key set's address). */
  constructor(
    readonly refusal: LtiRefusal,
    readonly params: Record<string, string> = {},
  ) {
    super(`LTI launch refused: ${refusal}`);
  }
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The refusal as a small HTML page in the reader's language (Accept-Language, English fallback): it shows inside
 * the LMS's frame, so it may be framed by anyone and carries nothing but its text.
 */
export function sendRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: LtiRefusal,
  params: Record<string, string> = {},
) {
  const t = requestTranslator(request);
  const title = t(`lti.refused.${refusal}.title`);
  const html = `<!doctype html><html lang="${requestLanguage(request)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(t(`lti.refused.${refusal}.check`, params))}</p>
<p>${escapeHtml(t("lti.refused.footer"))}</p></main></body></html>`;
  reply.removeHeader("x-frame-options");
  return reply
    .code(400)
    .header("content-security-policy", "default-src 'none'; frame-ancestors *")
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(html);
}
