import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { forEachDatabase } from "../test/context";
import { redactUrl } from "./logging";

describe("redactUrl", () => {
  it("replaces the values of token, launch, expiresIn, sig and beacon_token, and keeps everything else", () => {
    expect(redactUrl("/coursePlayer/4?progress_mode=lms&integration_user_id=s-1&launch=v1.player.1.4.0..abc")).toBe(
      "/coursePlayer/4?progress_mode=lms&integration_user_id=s-1&launch=[redacted]",
    );
    expect(redactUrl("/media/3/a.png?exp=17&sig=xyz&thumb=1")).toBe("/media/3/a.png?exp=17&sig=[redacted]&thumb=1");
    expect(redactUrl("/a?token=t&expiresIn=60&beacon_token=b&tokens=kept")).toBe(
      "/a?token=[redacted]&expiresIn=[redacted]&beacon_token=[redacted]&tokens=kept",
    );
    // Written with escapes, a name is still the same name.
    expect(redactUrl("/a?%6Caunch=secret&x=%ZZ")).toBe("/a?%6Caunch=[redacted]&x=%ZZ");
    expect(redactUrl("/api/health")).toBe("/api/health");
    // E-mail links carry their secret in the path.
    expect(redactUrl("/validateEmail/abc_DEF-1?lang=fr")).toBe("/validateEmail/[redacted]?lang=fr");
    expect(redactUrl("/setNewPassword/abc")).toBe("/setNewPassword/[redacted]");
  });
});

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

forEachDatabase(
  "the request log",
  (t) => {
    it("never writes a launch, a token or a signature that came in a URL", async () => {
      lines.length = 0;
      const secrets = ["LAUNCHSECRET", "EMAILTOKEN", "SIGNATURE", "BEACONSECRET", "SECONDS", "RESETSECRET"];
      await t.inject({
        method: "GET",
        url: "/coursePlayer/4?progress_mode=lms&launch=v1.player.1.4.0..LAUNCHSECRET",
        headers: { accept: "text/html" },
      });
      await t.inject({ method: "GET", url: "/media/3/a.png?exp=1&sig=SIGNATURE" });
      await t.inject({ method: "GET", url: "/validateEmail?token=EMAILTOKEN&expiresIn=SECONDS" });
      await t.inject({ method: "POST", url: "/api/logout?beacon_token=BEACONSECRET" });
      await t.inject({ method: "GET", url: "/setNewPassword/RESETSECRET", headers: { accept: "text/html" } });
      const written = lines.join("");
      expect(written).toContain("launch=[redacted]");
      expect(written).toContain("/media/3/a.png?exp=1&sig=[redacted]");
      for (const secret of secrets) expect(written).not.toContain(secret);
      expect(lines.filter((line) => line.includes('"incoming request"'))).toHaveLength(5);
    });
  },
  { logger: pino({ level: "info" }, stream) },
);
