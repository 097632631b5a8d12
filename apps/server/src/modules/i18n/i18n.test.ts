import { gunzipSync } from "node:zlib";
import { LANGUAGE_CODES } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { createTranslator } from "../../http/i18n";
import { forEachDatabase } from "../../test/context";

describe("createTranslator", () => {
  const catalogs = {
    en: { validation: { too_long: "At most {{max}} characters.", required: "Required." } },
    de: { validation: { too_long: "Höchstens {{max}} Zeichen." } },
  };

  it("translates a key into the language with its placeholders", () => {
    expect(createTranslator("de", catalogs)("validation.too_long", { max: 120 })).toBe("Höchstens 120 Zeichen.");
  });

  it("falls back to English key by key", () => {
    expect(createTranslator("de", catalogs)("validation.required")).toBe("Required.");
    expect(createTranslator("ar", catalogs)("validation.too_long", { max: 3 })).toBe("At most 3 characters.");
  });

  it("answers the key itself when no catalog has it", () => {
    expect(createTranslator("de", catalogs)("validation.unknown")).toBe("validation.unknown");
  });
});

forEachDatabase(
  "translations and client settings API",
  (t) => {
    describe("GET /api/translations/messages.json", () => {
      it("answers all 15 languages with app and server messages merged, and a version", async () => {
        const res = await t.inject({ method: "GET", url: "/api/translations/messages.json" });
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.version).toMatch(/^[0-9a-f]{12}$/);
        expect(Object.keys(body.messages).sort()).toEqual([...LANGUAGE_CODES].sort());
        expect(body.messages.en.validation.required).toBe("This field is required.");
        expect(res.headers["cache-control"]).toBe("no-cache");
        expect(res.headers.etag).toBe(`"${body.version}"`);
      });

      it("lets the browser keep a versioned answer for a year, and answers 304 to a matching ETag", async () => {
        const { version } = (await t.inject({ method: "GET", url: "/api/translations/messages.json" })).json();
        const versioned = await t.inject({ method: "GET", url: `/api/translations/messages.json?v=${version}` });
        expect(versioned.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        const stale = await t.inject({ method: "GET", url: "/api/translations/messages.json?v=old" });
        expect(stale.headers["cache-control"]).toBe("no-cache");
        const revalidated = await t.inject({
          method: "GET",
          url: "/api/translations/messages.json",
          headers: { "if-none-match": `"${version}"` },
        });
        expect(revalidated.statusCode).toBe(304);
      });
    });

    describe("GET /api/translations/messages.json?lang=", () => {
      it("answers one language alone, with its own ETag", async () => {
        const all = (await t.inject({ method: "GET", url: "/api/translations/messages.json" })).json();
        const res = await t.inject({ method: "GET", url: "/api/translations/messages.json?lang=ar" });
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.version).toBe(all.version);
        expect(Object.keys(body.messages)).toEqual(["ar"]);
        expect(body.messages.ar).toEqual(all.messages.ar);
        expect(res.headers.etag).toBe(`"${all.version}-ar"`);
        expect(res.rawPayload.length * 10).toBeLessThan(JSON.stringify(all).length);
        const revalidated = await t.inject({
          method: "GET",
          url: "/api/translations/messages.json?lang=ar",
          headers: { "if-none-match": `"${all.version}-ar"` },
        });
        expect(revalidated.statusCode).toBe(304);
        // Another language's ETag does not revalidate this one.
        const other = await t.inject({
          method: "GET",
          url: "/api/translations/messages.json?lang=ar",
          headers: { "if-none-match": `"${all.version}-de"` },
        });
        expect(other.statusCode).toBe(200);
      });

      it("is sent gzipped to a browser that accepts it", async () => {
        const res = await t.inject({
          method: "GET",
          url: "/api/translations/messages.json?lang=de",
          headers: { "accept-encoding": "gzip, deflate, br" },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers["content-encoding"]).toBe("gzip");
        expect(res.headers.vary).toContain("accept-encoding");
        const plain = JSON.parse(gunzipSync(res.rawPayload).toString("utf8"));
        expect(Object.keys(plain.messages)).toEqual(["de"]);
        expect(res.headers.etag).toMatch(/-de\.gz"$/);
      });

      it("refuses a language that is not one of the 15 with a 422", async () => {
        const res = await t.inject({ method: "GET", url: "/api/translations/messages.json?lang=xx" });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.lang).toBeDefined();
      });
    });

    describe("GET /api/config", () => {
      it("answers the settings the web needs and the translations version", async () => {
        const { version } = (await t.inject({ method: "GET", url: "/api/translations/messages.json" })).json();
        const res = await t.inject({ method: "GET", url: "/api/config" });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          data: {
            video_tutorials_url: "https://videos.example.com/tutorials",
            userway_account: "abc123",
            translations_version: version,
          },
        });
      });
    });
  },
  { env: { VIDEO_TUTORIALS_URL: "https://videos.example.com/tutorials/", USERWAY_ACCOUNT: "abc123" } },
);
