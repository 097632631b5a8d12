import { describe, expect, it } from "vitest";
import { answerExcerpt, deliveryCause } from "./deliveryCause";

const kind = (text: string) => deliveryCause(text)?.kind ?? null;

describe("deliveryCause: the last failure in kinds a creator can act on", () => {
  it("names network failures as the outbound fetch reports them", () => {
    const post = "POST https://lrs.example/xapi/statements failed: https://lrs.example:";
    expect(kind(`${post} connect ECONNREFUSED 10.0.0.1:443`)).toBe("refused");
    expect(kind(`${post} getaddrinfo ENOTFOUND lrs.example`)).toBe("dns");
    expect(kind(`${post} getaddrinfo EAI_AGAIN lrs.example`)).toBe("dns");
    expect(kind(`${post} The operation was aborted due to timeout`)).toBe("timeout");
    expect(kind(`${post} certificate has expired`)).toBe("tls");
    expect(kind(`${post} self-signed certificate in certificate chain`)).toBe("tls");
    expect(kind(`${post} socket hang up`)).toBe("reset");
    expect(kind("refused by the store: 6f1c… (400)")).toBe("rejected");
    expect(kind("lrs.local (10.0.0.5) is a private, local or reserved address; this server calls…")).toBe("private");
  });

  it("keeps an HTTP status and the start of the answer; old texts without one too", () => {
    expect(deliveryCause('POST https://lrs.example/xapi/statements answered 401: {"error":"bad key"}')).toEqual({
      kind: "status",
      status: 401,
      excerpt: '{"error":"bad key"}',
    });
    expect(deliveryCause("POST https://lrs.example/xapi/statements answered 503")).toEqual({
      kind: "status",
      status: 503,
      excerpt: "",
    });
  });

  it("has no kind for nothing or a text it does not know (the panel shows the text)", () => {
    expect(deliveryCause(null)).toBeNull();
    expect(deliveryCause("fetch failed")).toBeNull();
  });

  it("cuts a store's answer to one short line without markup", async () => {
    const page = `<html><body><h1>502 Bad Gateway</h1>\n<p>${"x".repeat(500)}</p></body></html>`;
    const excerpt = await answerExcerpt(new Response(page));
    expect(excerpt.startsWith("502 Bad Gateway x")).toBe(true);
    expect([...excerpt].length).toBe(160);
  });
});
