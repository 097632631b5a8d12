import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { requestLanguage, requestTranslator } from "../../http/i18n";
import type { PickerChoices, PickerCourse } from "./deepLinking";
import { escapeHtml } from "./errorPage";

/** The pages' few rules: readable in a narrow LMS frame, contrast above 4.5:1, a visible focus. */
const STYLE = `body{font:16px/1.5 system-ui,sans-serif;color:#1a1b1e;background:#fff;margin:0}
main{max-width:44rem;margin:0 auto;padding:1.5rem 1rem}h1{font-size:1.5rem;margin:0 0 .5rem}
fieldset{border:0;padding:0;margin:1rem 0}legend{font-weight:600;margin-bottom:.5rem}
label{display:flex;gap:.75rem;align-items:flex-start;padding:.75rem;border:1px solid #ced4da;border-radius:8px;
margin-bottom:.5rem;cursor:pointer}label:has(input:checked){border-color:#1864ab;background:#e7f5ff}
input{margin-top:.3rem}.description{display:block;color:#495057;font-size:.875rem}
button{font:inherit;font-weight:600;color:#fff;background:#1864ab;border:0;border-radius:8px;padding:.6rem 1.2rem;
cursor:pointer}button:focus-visible,input:focus-visible{outline:3px solid #f59f00;outline-offset:2px}`;

/**
 * A page shown inside the LMS's frame: framed by anyone, its script and style allowed by a nonce only, its form
 * posting only to `formAction` when given.
 */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { title: string; body: string; formAction?: string; script?: string },
) {
  const nonce = randomBytes(16).toString("base64");
  const language = requestLanguage(request);
  const script = page.script ? `<script nonce="${nonce}">${page.script}</script>` : "";
  const html = `<!doctype html><html lang="${language}" dir="${language === "ar" ? "rtl" : "ltr"}"><head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title><style nonce="${nonce}">${STYLE}</style></head>
<body><main>${page.body}</main>${script}</body></html>`;
  reply.removeHeader("x-frame-options");
  return reply
    .code(200)
    .header(
      "content-security-policy",
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; ` +
        `${page.formAction ? `form-action ${page.formAction}; ` : ""}frame-ancestors *; base-uri 'none'`,
    )
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer")
    .type("text/html; charset=utf-8")
    .send(html);
}

/** One radio per course; all the page's radios are one group (one choice), whichever list they are in. */
function courseRadios(courses: PickerCourse[], first: boolean) {
  return courses
    .map((course, index) => {
      const description = course.description?.trim()
        ? `<span class="description">${escapeHtml(course.description.trim().slice(0, 200))}</span>`
        : "";
      return `<label><input type="radio" name="course_id" value="${course.id}" required${first && index === 0 ? " checked" : ""}>
<span>${escapeHtml(course.title)}${description}</span></label>`;
    })
    .join("\n");
}

/**
 * The course picker of a deep linking request: the creator's courses, then each hub's courses under the hub's
 * name (a course may be in both: either radio adds the same course), posting the choice with the context.
 */
export function sendPicker(request: FastifyRequest, reply: FastifyReply, choices: PickerChoices, sealed: string) {
  const t = requestTranslator(request);
  const title = t("lti.picker.title");
  const hubLists = choices.hubs
    .map(
      (hub, index) =>
        `<fieldset data-testid="lti-picker-hub"><legend>${escapeHtml(t("lti.picker.hub_legend", { name: hub.name }))}</legend>
${courseRadios(hub.courses, choices.courses.length === 0 && index === 0)}</fieldset>`,
    )
    .join("\n");
  const body =
    choices.courses.length === 0 && choices.hubs.length === 0
      ? `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t("lti.picker.empty"))}</p>`
      : `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t("lti.picker.intro"))}</p>
<form method="post" action="/lti/deep_link"><input type="hidden" name="context" value="${escapeHtml(sealed)}">
${choices.courses.length === 0 ? "" : `<fieldset><legend>${escapeHtml(t("lti.picker.legend"))}</legend>${courseRadios(choices.courses, true)}</fieldset>`}
${hubLists}
<button type="submit" data-testid="lti-picker-submit">${escapeHtml(t("lti.picker.submit"))}</button></form>`;
  return sendPage(request, reply, { title, body, formAction: "'self'" });
}

/**
 * The signed response on its way back: a form posting the JWT to the platform's return address, sent by a
 * script at once (DL 2.0 section 4.5: an auto-submitted form POST); the button is there if scripts are off.
 */
export function sendReturn(request: FastifyRequest, reply: FastifyReply, returnUrl: string, jwt: string) {
  const t = requestTranslator(request);
  const title = t("lti.picker.returning");
  const body = `<h1>${escapeHtml(title)}</h1>
<form id="return" method="post" action="${escapeHtml(returnUrl)}"><input type="hidden" name="JWT" value="${escapeHtml(jwt)}">
<button type="submit">${escapeHtml(t("lti.picker.continue"))}</button></form>`;
  // No form-action here: browsers apply it to the redirects after the post too, and platforms may redirect.
  return sendPage(request, reply, {
    title,
    body,
    script: 'document.getElementById("return").submit();',
  });
}
