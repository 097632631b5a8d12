import { type CurrencyCode, formatPriceFor, LANGUAGES, type LanguageCode } from "@coursewright/course-model";
import { createTranslator } from "../../http/i18n";
import type { TestSession } from "../../payments/testObjects";
import { bcp47 } from "./mail";

const e = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Card numbers read left to right in every language (right-to-left text would turn their groups around). */
const withNumbers = (escaped: string) =>
  escaped.replace(/\d{4}( \d{4}){3}/g, (number) => `<bdi dir="ltr">${number}</bdi>`);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2330;background:#f4f5f8;line-height:1.5}
.banner{background:#8a3b00;color:#fff;padding:12px 16px;font-weight:600;text-align:center}
main{max-width:480px;margin:24px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin:0 0 16px}
h2{font-size:1.05rem;margin:16px 0 8px}
ul{list-style:none;padding:0;margin:0 0 8px}
li{display:flex;justify-content:space-between;gap:12px;padding:4px 0;border-bottom:1px solid #e4e6ec}
.total{display:flex;justify-content:space-between;font-weight:700;margin:8px 0 16px}
label{display:block;font-weight:600;margin:12px 0 4px}
input{width:100%;padding:10px 12px;font-size:1rem;border:1px solid #6b7080;border-radius:6px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #1c3fd6;outline-offset:2px}
.row{display:flex;gap:12px}.row>div{flex:1}
button{margin-top:20px;width:100%;padding:12px;font-size:1.05rem;font-weight:700;color:#fff;background:#2f3fd0;border:0;border-radius:6px;cursor:pointer}
.error{background:#fde8e8;color:#8b1010;border:1px solid #e9a3a3;padding:10px 12px;border-radius:6px;margin:0 0 12px}
.hint{font-size:.9rem;color:#4a4f5c}
.back{display:inline-block;margin-top:16px;color:#1c3fd6}
`;

function page(lang: LanguageCode, title: string, body: string): string {
  const info = LANGUAGES.find((language) => language.code === lang);
  const t = createTranslator(lang);
  return `<!doctype html>
<html lang="${e(info?.bcp47 ?? "en")}" dir="${info?.rtl ? "rtl" : "ltr"}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>${e(title)}</title><style>${STYLE}</style></head>
<body><header class="banner">${e(t("commerce.test_page.banner"))}</header>
<main>${body}</main></body></html>`;
}

export type CardError = "declined" | "insufficient_funds" | "unknown_card" | "incomplete";

/** The built-in test provider's checkout page: the order, a card form, what the test cards do. */
export function testCheckoutPage(input: {
  lang: LanguageCode;
  sessionId: string;
  session: TestSession;
  currency: CurrencyCode;
  error: CardError | null;
  card: { number: string; expiry: string; cvc: string; name: string };
}): string {
  const t = createTranslator(input.lang);
  const { session } = input;
  const price = (minor: number) => formatPriceFor(minor, input.currency, bcp47(input.lang));
  const error = input.error
    ? `<p class="error" role="alert" id="card-error">${withNumbers(e(t(`commerce.test_page.error.${input.error}`)))}</p>`
    : "";
  const described = input.error ? ` aria-errormessage="card-error" aria-invalid="true"` : "";
  const lines = session.lines
    .map((line) => `<li><span>${e(line.title)}</span><span>${e(price(line.amount))}</span></li>`)
    .join("");
  const body = `
<h1>${e(t("commerce.test_page.title"))}</h1>
<h2>${e(t("commerce.test_page.order"))}</h2>
<ul>${lines}</ul>
<p class="total"><span>${e(t("commerce.test_page.total"))}</span><span>${e(price(session.amount_total))}</span></p>
${error}
<form method="post" action="/checkout/test/${e(input.sessionId)}" novalidate>
<label for="card-number">${e(t("commerce.test_page.card_number"))}</label>
<input id="card-number" name="card_number" dir="ltr" inputmode="numeric" autocomplete="cc-number" required aria-describedby="card-hint" value="${e(input.card.number)}"${described}>
<p class="hint" id="card-hint">${withNumbers(e(t("commerce.test_page.cards")))}</p>
<div class="row"><div>
<label for="card-expiry">${e(t("commerce.test_page.expiry"))}</label>
<input id="card-expiry" name="expiry" dir="ltr" autocomplete="cc-exp" placeholder="MM/YY" required value="${e(input.card.expiry)}">
</div><div>
<label for="card-cvc">${e(t("commerce.test_page.cvc"))}</label>
<input id="card-cvc" name="cvc" dir="ltr" inputmode="numeric" autocomplete="cc-csc" required value="${e(input.card.cvc)}">
</div></div>
<label for="card-name">${e(t("commerce.test_page.name"))}</label>
<input id="card-name" name="name" autocomplete="cc-name" value="${e(input.card.name)}">
<button type="submit">${e(t("commerce.test_page.pay", { price: price(session.amount_total) }))}</button>
</form>
<a class="back" href="${e(session.cancel_url)}">${e(t("commerce.test_page.cancel"))}</a>`;
  return page(input.lang, t("commerce.test_page.title"), body);
}

/** A session that can no longer be paid (expired, or paid already). */
export function testCheckoutClosedPage(lang: LanguageCode, back: string): string {
  const t = createTranslator(lang);
  const body = `<h1>${e(t("commerce.test_page.title"))}</h1>
<p class="error" role="alert">${e(t("commerce.test_page.closed"))}</p>
<a class="back" href="${e(back)}">${e(t("commerce.test_page.back"))}</a>`;
  return page(lang, t("commerce.test_page.title"), body);
}

/** The test provider's onboarding: one button activates the test account. */
export function testOnboardingPage(lang: LanguageCode, linkId: string): string {
  const t = createTranslator(lang);
  const body = `<h1>${e(t("commerce.test_onboarding.title"))}</h1>
<p>${e(t("commerce.test_onboarding.intro"))}</p>
<form method="post" action="/payouts/test/onboarding/${e(linkId)}">
<button type="submit">${e(t("commerce.test_onboarding.activate"))}</button>
</form>`;
  return page(lang, t("commerce.test_onboarding.title"), body);
}

/** An unknown test session or onboarding link. */
export function testNotFoundPage(lang: LanguageCode): string {
  const t = createTranslator(lang);
  return page(
    lang,
    t("commerce.test_page.title"),
    `<h1>${e(t("commerce.test_page.title"))}</h1><p role="alert">${e(t("commerce.test_page.unknown"))}</p>`,
  );
}
