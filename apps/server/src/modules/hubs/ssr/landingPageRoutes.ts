import {
  hasSlug,
  LANGUAGES,
  type LanguageInfo,
  landingPath,
  type ParsedLandingPath,
  parseLandingPath,
} from "@coursewright/course-model";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Deps } from "../../../deps";
import { errors } from "../../../http/errors";
import { createTranslator, requestTranslator } from "../../../http/i18n";
import { getSigner } from "../../../http/signing";
import type { App } from "../../../http/types";
import { etagOf, matchesEtag } from "../cacheable";
import { htmlHeaders, landingPageKey } from "../landingAnswerKeys";
import { landingAnswer, peekLandingAnswer, sendLandingAnswer } from "../landingAnswers";
import { landingLinks, presentLandingHub } from "../landingPresenter";
import { hubLanguage } from "../presenter";
import { landingSnapshot } from "../snapshotCache";
import { ANONYMOUS } from "../viewer";
import { readableByAnyone } from "../visitorAccess";
import { headHtml } from "./head";
import { hiddenPage, type PageAnswer, pageFields } from "./pageFields";
import { type LandingTemplate, templateLoader } from "./template";

interface Rendered {
  status: 200 | 404;
  html: string;
  etag: string;
}

const ENGLISH = LANGUAGES.find((language) => language.code === "en");

function render(template: LandingTemplate, answer: PageAnswer, language: LanguageInfo | undefined): Rendered {
  const lang = language ?? ENGLISH;
  const htmlTag = lang ? `<html lang="${lang.bcp47}" dir="${lang.rtl ? "rtl" : "ltr"}">` : "<html>";
  const head = lang ? headHtml(answer.fields, lang) : "";
  const html = `${template.start}${htmlTag}${template.head}${head}${template.rest}`;
  return { status: answer.status, html, etag: etagOf(html) };
}

/** A page that is not kept (a 404, a draft's): sent as it is, never cached by anyone. */
function send(request: FastifyRequest, reply: FastifyReply, page: Rendered) {
  reply
    .code(page.status)
    .type("text/html; charset=utf-8")
    .header("etag", page.etag)
    .header("cache-control", "no-cache");
  if (matchesEtag(request.headers["if-none-match"], page.etag)) return reply.code(304).send();
  return reply.send(page.html);
}

/** The canonical path of a landing address, and whether the address must be redirected there (a wrong slug). */
export function canonicalOf(page: ParsedLandingPath, slug: string): { canonical: string; redirect: boolean } {
  const canonical = landingPath(page, slug);
  return { canonical, redirect: hasSlug(page) && page.slug !== slug };
}

/**
 * The landing pages' HTML (spec 2 /hubs/landing/...): the web entry with the hub's title, description, canonical
 * link, Open Graph and Twitter tags, JSON-LD and the landing data written in by the server, so crawlers that run no
 * JavaScript see them and the app starts without a round trip. A wrong or old slug answers 301 to the canonical
 * address; drafts and private hubs are noindex and say nothing about their content.
 */
export function hubLandingPageRoutes(app: App, deps: Deps): void {
  const { db, config } = deps;
  const template = templateLoader(config.webDistDir);

  app.get("/hubs/landing/*", { schema: { hide: true } }, async (request, reply) => {
    const built = template();
    // A refusal is a page for a browser, and the API's standard answer for anything else (as http/spa.ts does).
    const html = (request.headers.accept ?? "").includes("text/html");
    if (!built) {
      if (!html) throw errors.notFound();
      return reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .header("cache-control", "no-store")
        .send(requestTranslator(request)("server.web_not_built"));
    }
    const [path = "", query] = request.url.split(/\?(.*)/s);
    const page = parseLandingPath(path);
    const snapshot = page ? await landingSnapshot(db, page.hubId) : null;
    if (!page || !snapshot) {
      if (!html) throw errors.notFound();
      return send(request, reply, render(built, hiddenPage(404), ENGLISH));
    }
    const { hub } = snapshot;
    const language = LANGUAGES.find((candidate) => candidate.code === hubLanguage(hub));
    // The creator previews a draft in the app (signed in there); the page itself gives nothing away, not even its slug.
    if (!hub.published) return send(request, reply, render(built, hiddenPage(200), language));
    const { canonical, redirect } = canonicalOf(page, hub.slug);
    if (redirect) {
      return reply
        .code(301)
        .header("cache-control", "public, max-age=300")
        .redirect(query ? `${canonical}?${query}` : canonical, 301);
    }
    // A page is the same for everyone (a private hub's names the hub and nothing more): made once per snapshot, then
    // sent from memory (also by the fast lane: landingFastReads.ts).
    const now = Date.now();
    const key = landingPageKey(canonical);
    const known = peekLandingAnswer(snapshot, key, now);
    if (known) return sendLandingAnswer(request, reply, known);
    const signer = await getSigner(db);
    const landing = presentLandingHub(snapshot, {
      visit: { access: "granted", owner: false },
      viewer: ANONYMOUS,
      withCourses: true,
      publicUrl: config.publicUrl,
      providerMode: app.commerce.payments.mode,
      signer,
      now,
    });
    const answer = pageFields({
      snapshot,
      page,
      publicUrl: config.publicUrl,
      t: createTranslator(hubLanguage(hub)),
      now,
      links: landingLinks(snapshot, signer),
      landing,
    });
    const rendered = render(built, answer, language);
    if (rendered.status !== 200) {
      if (!html) throw errors.notFound();
      return send(request, reply, rendered);
    }
    const kept = await landingAnswer(snapshot, key, now, htmlHeaders(readableByAnyone(hub)), () => rendered.html);
    return sendLandingAnswer(request, reply, kept);
  });
}
