import { isCurrencyCode, isLanguageCode } from "@coursewright/course-model";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import { requestLanguage } from "../../http/i18n";
import type { App } from "../../http/types";
import type { TestProvider } from "../../payments/testProvider";
import {
  type CardError,
  testCheckoutClosedPage,
  testCheckoutPage,
  testNotFoundPage,
  testOnboardingPage,
} from "./testPages";

const TAGS = ["selling"];
const objectId = z.string().max(128);
const card = z.string().max(64).default("");
const cardForm = z.object({ card_number: card, expiry: card, cvc: card, name: z.string().max(255).default("") });

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header("content-type", "text/html; charset=utf-8").header("cache-control", "no-store").send(body);

/**
 * The built-in test provider's pages (only while it takes the payments): its checkout page with a card form, and
 * its onboarding page for payouts. Both are labelled test mode and written in the buyer's (or creator's) language.
 */
export function testProviderRoutes(app: App, provider: TestProvider): void {
  app.get(
    "/checkout/test/:sessionId",
    {
      schema: {
        tags: TAGS,
        summary: "Test mode: the checkout page of a test session (an HTML page with a card form)",
        description:
          "4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds.",
        params: z.object({ sessionId: objectId }),
      },
    },
    async (request, reply) => {
      const session = await provider.session(request.params.sessionId);
      const lang = session && isLanguageCode(session.locale) ? session.locale : requestLanguage(request);
      if (!session) return html(reply, 404, testNotFoundPage(lang));
      if (session.status !== "open") return html(reply, 410, testCheckoutClosedPage(lang, session.cancel_url));
      const currency = isCurrencyCode(session.currency) ? session.currency : "EUR";
      const blank = { number: "", expiry: "", cvc: "", name: "" };
      return html(
        reply,
        200,
        testCheckoutPage({ lang, sessionId: request.params.sessionId, session, currency, error: null, card: blank }),
      );
    },
  );

  app.post(
    "/checkout/test/:sessionId",
    {
      schema: {
        tags: TAGS,
        summary: "Test mode: pay a test session with a card number (the page's form)",
        description:
          "Paid: the session completes, checkout.session.completed goes to the Connect webhook (signed like " +
          "Stripe's) and the browser is sent on (303) to the success address. Declined, insufficient funds or " +
          "another number: the page again with what to do (402).",
        params: z.object({ sessionId: objectId }),
        body: cardForm,
        consumes: ["application/x-www-form-urlencoded"],
      },
    },
    async (request, reply) => {
      const { sessionId } = request.params;
      const session = await provider.session(sessionId);
      const lang = session && isLanguageCode(session.locale) ? session.locale : requestLanguage(request);
      if (!session) return html(reply, 404, testNotFoundPage(lang));
      const body = request.body;
      const digits = body.card_number.replace(/[\s-]/g, "");
      const incomplete = digits === "" || body.expiry.trim() === "" || body.cvc.trim() === "";
      const result = incomplete ? null : await provider.pay(sessionId, digits);
      if (result && (result.outcome === "paid" || result.outcome === "closed")) {
        if (result.outcome === "closed") return html(reply, 410, testCheckoutClosedPage(lang, result.redirect));
        return reply.redirect(result.redirect, 303);
      }
      const error: CardError = result?.outcome ?? "incomplete";
      const currency = isCurrencyCode(session.currency) ? session.currency : "EUR";
      const kept = { number: body.card_number, expiry: body.expiry, cvc: "", name: body.name };
      return html(reply, 402, testCheckoutPage({ lang, sessionId, session, currency, error, card: kept }));
    },
  );

  app.get(
    "/payouts/test/onboarding/:linkId",
    {
      schema: {
        tags: TAGS,
        summary: "Test mode: the onboarding page of payouts (one button activates the test account)",
        params: z.object({ linkId: objectId }),
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      if (!(await provider.hasAccountLink(request.params.linkId))) return html(reply, 404, testNotFoundPage(lang));
      return html(reply, 200, testOnboardingPage(lang, request.params.linkId));
    },
  );

  app.post(
    "/payouts/test/onboarding/:linkId",
    {
      schema: {
        tags: TAGS,
        summary: "Test mode: activate the test account (account.updated goes to the Connect webhook), then back",
        description: "A used or expired link goes to its refresh address, which makes a new one; an unknown one 404.",
        params: z.object({ linkId: objectId }),
      },
    },
    async (request, reply) => {
      const next = await provider.completeOnboarding(request.params.linkId);
      if (!next) return html(reply, 404, testNotFoundPage(requestLanguage(request)));
      return reply.redirect(next, 303);
    },
  );
}
