import type { LanguageCode } from "@coursewright/course-model";
import { createTranslator } from "../../http/i18n";
import type { MailMessage } from "../../mail/Mailer";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface InvitationMail {
  lang: LanguageCode;
  to: string;
  creatorName: string;
  courseTitle: string;
  url: string;
}

/** The invitation of an e-mail share, in the creator's language (the learner's is not known yet). */
export function invitationMail({ lang, to, creatorName, courseTitle, url }: InvitationMail): MailMessage {
  const t = createTranslator(lang);
  const params = { name: creatorName, title: courseTitle, email: to };
  const lines = {
    greeting: t("mail.share_invitation.greeting"),
    intro: t("mail.share_invitation.intro", params),
    action: t("mail.share_invitation.action"),
    account: t("mail.share_invitation.account", params),
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
    lines.account,
    "",
    lines.signature,
  ].join("\n");
  const e = escapeHtml;
  const html = `<!doctype html><html lang="${e(lang)}"><body style="font-family:sans-serif;line-height:1.5">
<p>${e(lines.greeting)}</p>
<p>${e(lines.intro)}</p>
<p><a href="${e(url)}" style="display:inline-block;padding:10px 18px;background:#5062FE;color:#fff;border-radius:6px;text-decoration:none">${e(lines.action)}</a></p>
<p>${e(lines.hint)}<br><a href="${e(url)}">${e(url)}</a></p>
<p>${e(lines.account)}</p>
<p>${e(lines.signature)}</p>
</body></html>`;
  return { to, subject: t("mail.share_invitation.subject", params), text, html };
}
