import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { forEachDatabase } from "../../test/context";
import { caller, publishedHub, uploadImage } from "./testing";

/** A stand-in for the web build: its entry pages, each saying which one it is. */
function webBuild(entries: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "cw-hub-web-"));
  mkdirSync(join(dir, "assets"));
  for (const entry of entries) {
    writeFileSync(
      join(dir, entry),
      `<!doctype html>\n<html lang="en-GB" dir="ltr">\n  <head>\n    <meta charset="UTF-8" />\n` +
        `    <meta name="description" content="Coursewright: build and play interactive online courses" />\n` +
        `    <title>Coursewright</title>\n  </head>\n  <body><div id="root" data-entry="${entry}"></div></body>\n</html>\n`,
    );
  }
  return dir;
}

const HOSTILE = `</title><script>alert("name")</script><!--`;

/** The JSON-LD of a page, parsed (it is escaped for the script element, and reads back the same). */
function jsonLd(html: string): { "@graph": Record<string, unknown>[] } {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error("no JSON-LD");
  return JSON.parse(match[1]);
}

forEachDatabase(
  "course hubs: the landing pages' HTML",
  (t) => {
    const call = caller(t);
    const page = (url: string, headers: Record<string, string> = {}) =>
      t.inject({ method: "GET", url, headers: { accept: "text/html", ...headers } });

    describe("a published public hub", () => {
      it("writes title, description, canonical, Open Graph, Twitter and JSON-LD into the first answer", async () => {
        const { creator, hub, free } = await publishedHub(t);
        const cover = await uploadImage(t, creator.token, "cover.png");
        await call("PUT", `/api/course_hubs/${hub.id}`, creator.token, {
          description: "<p>Learn <strong>safety</strong> &amp; first aid.</p>",
          cover_media_id: cover.id,
          language: "ar",
        });
        await call("POST", `/api/course_hubs/${hub.id}/events`, creator.token, {
          title: "Open day",
          starts_at: "2040-05-01T10:00",
          ends_at: "2040-05-01T12:00",
          time_zone: "Asia/Dubai",
          capacity: null,
          price: 0,
          place: "Dubai",
        });
        const res = await page(`/hubs/landing/${hub.id}/safety-academy`);
        expect(res.statusCode).toBe(200);
        expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
        const html = res.body;
        const canonical = `http://app.test/hubs/landing/${hub.id}/safety-academy`;
        expect(html).toContain('<html lang="ar" dir="rtl">');
        expect(html).toContain("<title>Safety Academy</title>");
        expect(html.match(/<title>/g)).toHaveLength(1);
        expect(html).toContain('<meta name="description" content="Learn safety &amp; first aid." />');
        expect(html).not.toContain("build and play interactive online courses");
        expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
        expect(html).toContain(`<meta property="og:url" content="${canonical}" />`);
        expect(html).toContain('<meta property="og:title" content="Safety Academy" />');
        expect(html).toMatch(
          new RegExp(
            `<meta property="og:image" content="http://app.test/api/course_hubs/landing/${hub.id}/media/${cover.id}\\?v=`,
          ),
        );
        expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
        expect(html).not.toContain('name="robots"');
        expect(html).toContain('data-entry="index.html"');
        const graph = jsonLd(html)["@graph"];
        expect(graph[0]).toMatchObject({
          "@type": "ItemList",
          numberOfItems: 2,
          itemListElement: [
            {
              position: 1,
              item: {
                "@type": "Course",
                name: "Fire safety",
                url: `http://app.test/hubs/landing/${hub.id}/safety-academy/course/${free.course.id}`,
                provider: { "@type": "Organization", name: "Hub Creator" },
                offers: { price: "0.00", priceCurrency: "EUR" },
              },
            },
            { position: 2, item: { name: "First aid", offers: { price: "12.50", priceCurrency: "EUR" } } },
          ],
        });
        expect(graph[1]).toMatchObject({
          "@type": "Event",
          name: "Open day",
          startDate: "2040-05-01T06:00:00.000Z",
          eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
          location: { "@type": "Place", name: "Dubai" },
        });
        expect(html).toContain('<script type="application/json" id="hub-landing-data">');
        // The cover (the hero's picture, the largest thing on the page) is fetched before the script draws it.
        expect(html).toMatch(
          new RegExp(
            `<link rel="preload" as="image" href="/api/course_hubs/landing/${hub.id}/media/${cover.id}[^"]*" fetchpriority="high" />`,
          ),
        );
        expect(res.headers["cache-control"]).toContain("public");
        const again = await page(`/hubs/landing/${hub.id}/safety-academy`, {
          "if-none-match": String(res.headers.etag),
        });
        expect(again.statusCode).toBe(304);
        await call("PUT", `/api/course_hubs/${hub.id}`, creator.token, { seo_title: "Safety first" });
        const changed = await page(`/hubs/landing/${hub.id}/safety-academy`, {
          "if-none-match": String(res.headers.etag),
        });
        expect(changed.statusCode).toBe(200);
        expect(changed.body).toContain("<title>Safety first</title>");
      });

      it("escapes a hostile name everywhere: text, attributes and JSON-LD", async () => {
        const { creator, hub } = await publishedHub(t);
        await call("PUT", `/api/course_hubs/${hub.id}`, creator.token, {
          name: HOSTILE,
          seo_description: `"><script>alert('desc')</script>`,
        });
        const html = (await page(`/hubs/landing/${hub.id}/safety-academy`)).body;
        expect(html).not.toContain("<script>alert");
        expect(html).not.toMatch(/<\/title><script/);
        expect(html).toContain(
          "<title>&lt;/title&gt;&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;&lt;!--</title>",
        );
        expect(html).toContain(
          `<meta name="description" content="&quot;&gt;&lt;script&gt;alert(&#39;desc&#39;)&lt;/script&gt;" />`,
        );
        // Inside the JSON-LD and the landing data, nothing can close the script element; it reads back the same.
        const scripts = [...html.matchAll(/<script type="application\/(?:ld\+)?json"[^>]*>([\s\S]*?)<\/script>/g)];
        expect(scripts).toHaveLength(2);
        for (const [, body = ""] of scripts) {
          expect(body).not.toContain("<");
          expect(body).toContain("\\u003c/title\\u003e\\u003cscript\\u003e");
        }
        const data = JSON.parse(scripts[1]?.[1] ?? "{}");
        expect(data.data.name).toBe(HOSTILE);
        expect(jsonLd(html)["@graph"][0]).toMatchObject({ name: HOSTILE });
      });

      it("answers 301 from a wrong or old slug (query kept) and from an address without one", async () => {
        const { creator, hub, free } = await publishedHub(t);
        await call("PUT", `/api/course_hubs/${hub.id}`, creator.token, { slug: "new-name" });
        const cases: [string, string][] = [
          [`/hubs/landing/${hub.id}/safety-academy`, `/hubs/landing/${hub.id}/new-name`],
          [`/hubs/landing/${hub.id}`, `/hubs/landing/${hub.id}/new-name`],
          [
            `/hubs/landing/courses/${hub.id}/old?price=free&page=2`,
            `/hubs/landing/courses/${hub.id}/new-name?price=free&page=2`,
          ],
          [`/hubs/landing/events/${hub.id}`, `/hubs/landing/events/${hub.id}/new-name`],
          [
            `/hubs/landing/${hub.id}/x/course/${free.course.id}`,
            `/hubs/landing/${hub.id}/new-name/course/${free.course.id}`,
          ],
          [`/hubs/landing/${hub.id}/x/bundles`, `/hubs/landing/${hub.id}/new-name/bundles`],
          [
            `/hubs/landing/${hub.id}/x/bundle/7/courses/${free.course.id}`,
            `/hubs/landing/${hub.id}/new-name/bundle/7/courses/${free.course.id}`,
          ],
        ];
        for (const [from, to] of cases) {
          const res = await page(from);
          expect(res.statusCode, from).toBe(301);
          expect(res.headers.location, from).toBe(to);
        }
        expect((await page(`/hubs/landing/${hub.id}/new-name`)).statusCode).toBe(200);
      });

      it("gives each page its own title, canonical address and structured data; unknown items 404 noindex", async () => {
        const { creator, hub, free, paid } = await publishedHub(t);
        await call("PUT", `/api/course_hubs/${hub.id}`, creator.token, { language: "de" });
        const bundle = (
          await call("POST", `/api/course_hubs/${hub.id}/bundles`, creator.token, {
            title: "Alles",
            course_ids: [paid.course.id],
            price: 1000,
          })
        ).json().data;
        const base = `/hubs/landing/${hub.id}/safety-academy`;
        const catalogue = await page(`/hubs/landing/courses/${hub.id}/safety-academy`);
        expect(catalogue.body).toContain("<title>Kurse · Safety Academy</title>");
        expect(jsonLd(catalogue.body)["@graph"][0]).toMatchObject({ "@type": "ItemList", numberOfItems: 2 });
        const course = await page(`${base}/course/${free.course.id}`);
        expect(course.body).toContain("<title>Fire safety · Safety Academy</title>");
        expect(jsonLd(course.body)["@graph"]).toMatchObject([{ "@type": "Course", name: "Fire safety" }]);
        const inBundle = await page(`${base}/bundle/${bundle.id}/courses/${paid.course.id}`);
        expect(inBundle.body).toContain(
          `<link rel="canonical" href="http://app.test${base}/course/${paid.course.id}" />`,
        );
        const bundlePage = await page(`/hubs/landing/${hub.id}/bundles/${bundle.id}/courses`);
        expect(bundlePage.body).toContain("<title>Alles · Safety Academy</title>");
        expect((await page(`${base}/bundles`)).body).toContain("<title>Pakete · Safety Academy</title>");
        expect((await page(`/hubs/landing/events/${hub.id}/safety-academy`)).body).toContain(
          "<title>Veranstaltungen · Safety Academy</title>",
        );
        for (const missing of [
          `${base}/course/2147483647`,
          `${base}/bundle/${bundle.id}/courses/${free.course.id}`,
          `/hubs/landing/${hub.id}/bundles/2147483647/courses`,
        ]) {
          const res = await page(missing);
          expect(res.statusCode, missing).toBe(404);
          expect(res.body).toContain('<meta name="robots" content="noindex, nofollow" />');
        }
      });
    });

    describe("hubs that must not be listed", () => {
      it("unlisted: content but noindex; private: its name only; draft and unknown: nothing", async () => {
        const unlisted = await publishedHub(t, { visibility: "unlisted", name: "Unlisted hub" });
        const open = await page(`/hubs/landing/${unlisted.hub.id}/unlisted-hub`);
        expect(open.body).toContain('<meta name="robots" content="noindex, nofollow" />');
        expect(open.body).toContain("application/ld+json");

        const secret = await publishedHub(t, { visibility: "private", name: "Private hub" });
        await call("PUT", `/api/course_hubs/${secret.hub.id}`, secret.creator.token, {
          description: "<p>Secret plans</p>",
        });
        const closed = await page(`/hubs/landing/${secret.hub.id}/private-hub`);
        expect(closed.statusCode).toBe(200);
        expect(closed.body).toContain("<title>Private hub</title>");
        expect(closed.body).toContain("noindex");
        for (const leak of ["Secret plans", "Fire safety", "ld+json", "hub-landing-data"]) {
          expect(closed.body).not.toContain(leak);
        }
        expect(closed.headers["cache-control"]).toBe("no-cache");

        const draft = await publishedHub(t, { published: false, name: "Draft hub" });
        const hidden = await page(`/hubs/landing/${draft.hub.id}/wrong-slug`);
        expect(hidden.statusCode).toBe(200);
        expect(hidden.body).toContain("<title>Coursewright</title>");
        expect(hidden.body).toContain("noindex");
        expect(hidden.body).not.toContain("Draft hub");
        expect(hidden.body).not.toContain("draft-hub");

        const unknown = await page("/hubs/landing/2147483647/anything");
        expect(unknown.statusCode).toBe(404);
        expect(unknown.body).toContain("noindex");
      });

      it("refuses a client that does not ask for HTML in the API's standard shape; pages are HTML for anyone", async () => {
        const { hub } = await publishedHub(t);
        for (const url of ["/hubs/landing/2147483647/anything", "/hubs/landing/avatars/0123.webp"]) {
          const res = await t.inject({ method: "GET", url, headers: { accept: "application/json" } });
          expect(res.statusCode, url).toBe(404);
          expect(res.headers["content-type"]).toContain("application/json");
          expect(res.json().error).toBe("not_found");
        }
        const missingCourse = await t.inject({
          method: "GET",
          url: `/hubs/landing/${hub.id}/safety-academy/course/9999`,
        });
        expect(missingCourse.statusCode).toBe(404);
        expect(missingCourse.headers["content-type"]).toContain("application/json");
        const home = await t.inject({ method: "GET", url: `/hubs/landing/${hub.id}/safety-academy` });
        expect(home.statusCode).toBe(200);
        expect(home.headers["content-type"]).toBe("text/html; charset=utf-8");
      });
    });
  },
  { env: { WEB_DIST_DIR: webBuild(["index.html", "player.html"]) } },
);

forEachDatabase(
  "course hubs: the landing pages' own entry",
  (t) => {
    it("answers hub.html when the build has it", async () => {
      const { hub } = await publishedHub(t);
      const res = await t.inject({ method: "GET", url: `/hubs/landing/${hub.id}/safety-academy` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('data-entry="hub.html"');
      expect(res.body).toContain("<title>Safety Academy</title>");
    });
  },
  { env: { WEB_DIST_DIR: webBuild(["index.html", "hub.html"]) } },
);

forEachDatabase(
  "course hubs: the landing pages before the web app is built",
  (t) => {
    it("say so to a browser (503), and answer the standard 404 to anything else", async () => {
      const { hub } = await publishedHub(t);
      const url = `/hubs/landing/${hub.id}/safety-academy`;
      const browser = await t.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(browser.statusCode).toBe(503);
      expect(browser.headers["cache-control"]).toBe("no-store");
      const client = await t.inject({ method: "GET", url });
      expect(client.statusCode).toBe(404);
      expect(client.json().error).toBe("not_found");
    });
  },
  { env: { WEB_DIST_DIR: webBuild([]) } },
);
