import { describe, expect, it } from "vitest";
import { hashSecret } from "../auth/secrets";
import { basicCredentials } from "./clientAuth";
import { newClientId, newClientSecret, secretMatches } from "./credentials";

const header = (text: string) => `Basic ${Buffer.from(text).toString("base64")}`;

describe("client credentials", () => {
  it("reads HTTP Basic credentials, splitting at the first colon only", () => {
    expect(basicCredentials(header("cw_abc:s3cr:et"))).toEqual({ clientId: "cw_abc", secret: "s3cr:et" });
    expect(basicCredentials(`basic   ${Buffer.from("id:").toString("base64")}`)).toEqual({
      clientId: "id",
      secret: "",
    });
    for (const bad of [undefined, "", "Bearer abc", header("no-colon"), header(":secret"), "Basic !!"]) {
      expect(basicCredentials(bad), String(bad)).toBeNull();
    }
  });

  it("makes unguessable ids and secrets and compares secrets by their hash", () => {
    expect(newClientId()).toMatch(/^cw_[A-Za-z0-9_-]{22}$/);
    const { secret, hash } = newClientSecret();
    expect(hash).toBe(hashSecret(secret));
    expect(secretMatches(secret, hash)).toBe(true);
    expect(secretMatches(`${secret}x`, hash)).toBe(false);
    expect(secretMatches(secret, null)).toBe(false);
    expect(secretMatches(secret, "not-hex")).toBe(false);
  });
});
