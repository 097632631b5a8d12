import type { LanguageCode } from "@coursewright/course-model";
import { createTranslator } from "../http/i18n";
import type { MailMessage } from "./Mailer";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface ActionMail {
  lang: LanguageCode;
  to: string;
  name: string;
  /** "mail.verify_email", "mail.reset_password" or "mail.email_changed": subject, intro, action, expiry, ignore. */
  section: string;
  url: string;
  expiryParams: Record<string, number>;
  introParams?: Record<string, string>;
}

/** A mail with one button (confirm, reset, undo), written in the recipient's language. */
export function actionMail({ lang, to, name, section, url, expiryParams, introParams }: ActionMail): MailMessage {
  const t = createTranslator(lang);
  const lines = {
    greeting: t("mail.greeting", { name }),
    intro: t(`${section}.intro`, introParams),
    action: t(`${section}.action`),
    expiry: t(`${section}.expiry`, expiryParams),
    ignore: t(`${section}.ignore`),
    hint: t("mail.link_hint"),
    signature: t("mail.signature"),
  };
  const text = [
    lines.greeting,
    "",
    lines.intro,
    "",
    `${lines.action}: ${url}`,
    "",
    lines.expiry,
    lines.ignore,
    "",
    lines.signature,
  ].join("\n");
  const e = escapeHtml;
  const html = `<!doctype html><html lang="${e(lang)}"><body style="font-family:sans-serif;line-height:1.5">
<p>${e(lines.greeting)}</p>
<p>${e(lines.intro)}</p>
<p><a href="${e(url)}" style="display:inline-block;padding:10px 18px;background:#5062FE;color:#fff;border-radius:6px;text-decoration:none">${e(lines.action)}</a></p>
<p>${e(lines.hint)}<br><a href="${e(url)}">${e(url)}</a></p>
<p>${e(lines.expiry)}<br>${e(lines.ignore)}</p>
<p>${e(lines.signature)}</p>
</body></html>`;
  return { to, subject: t(`${section}.subject`), text, html };
}

interface SupportMail {
  to: string;
  from: { id: number; name: string; email: string };
  subject: string;
  message: string;
}

/** The support team reads English; the user's address is the reply-to. */
export function supportMail({ to, from, subject, message }: SupportMail): MailMessage {
  const t = createTranslator("en");
  const intro = t("mail.support.intro", { name: from.name, email: from.email, id: from.id });
  const e = escapeHtml;
  return {
    to,
    replyTo: from.email,
    subject: t("mail.support.subject", { subject }),
    text: `${intro}\n\n${message}`,
    html: `<!doctype html><html><body style="font-family:sans-serif"><p>${e(intro)}</p><p style="white-space:pre-wrap">${e(message)}</p></body></html>`,
  };
}
