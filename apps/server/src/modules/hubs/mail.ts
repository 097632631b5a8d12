import type { LanguageCode } from "@coursewright/course-model";
import { createTranslator } from "../../http/i18n";
import type { MailMessage } from "../../mail/Mailer";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface Paragraphs {
  lang: LanguageCode;
  to: string;
  subject: string;
  /** Paragraphs before and after the button. */
  before: string[];
  action?: { label: string; url: string; hint: string };
  after: string[];
}

/** A short mail: paragraphs, an optional button with the address written out, more paragraphs. */
export function compose({ lang, to, subject, before, action, after }: Paragraphs): MailMessage {
  const e = escapeHtml;
  const text = [
    ...before.flatMap((line) => [line, ""]),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    ...after.flatMap((line) => [line, ""]),
  ]
    .join("\n")
    .trimEnd();
  const button = action
    ? `<p><a href="${e(action.url)}" style="display:inline-block;padding:10px 18px;background:#5062FE;color:#fff;border-radius:6px;text-decoration:none">${e(action.label)}</a></p>
<p>${e(action.hint)}<br><a href="${e(action.url)}">${e(action.url)}</a></p>`
    : "";
  const html = `<!doctype html><html lang="${e(lang)}"><body style="font-family:sans-serif;line-height:1.5">
${before.map((line) => `<p>${e(line)}</p>`).join("\n")}
${button}
${after.map((line) => `<p>${e(line)}</p>`).join("\n")}
</body></html>`;
  return { to, subject, text, html };
}

interface InvitationMail {
  lang: LanguageCode;
  to: string;
  creatorName: string;
  hubName: string;
  url: string;
}

/** The invitation of a hub's e-mail share. */
export function hubInvitationMail({ lang, to, creatorName, hubName, url }: InvitationMail): MailMessage {
  const t = createTranslator(lang);
  const params = { name: creatorName, title: hubName, email: to };
  return compose({
    lang,
    to,
    subject: t("mail.hub_invitation.subject", params),
    before: [t("mail.share_invitation.greeting"), t("mail.hub_invitation.intro", params)],
    action: { label: t("mail.hub_invitation.action"), url, hint: t("mail.link_hint") },
    after: [t("mail.hub_invitation.account", params), t("mail.signature")],
  });
}

interface DecisionMail {
  lang: LanguageCode;
  to: string;
  learnerName: string;
  creatorName: string;
  hubName: string;
  url: string;
}

/** The requester may now open the hub. */
export function accessAcceptedMail({ lang, to, learnerName, creatorName, hubName, url }: DecisionMail): MailMessage {
  const t = createTranslator(lang);
  const params = { name: creatorName, title: hubName };
  return compose({
    lang,
    to,
    subject: t("mail.hub_access_accepted.subject", params),
    before: [t("mail.greeting", { name: learnerName }), t("mail.hub_access_accepted.intro", params)],
    action: { label: t("mail.hub_invitation.action"), url, hint: t("mail.link_hint") },
    after: [t("mail.signature")],
  });
}

/** A polite no, with nothing to click. */
export function accessRefusedMail({ lang, to, learnerName, creatorName, hubName }: DecisionMail): MailMessage {
  const t = createTranslator(lang);
  const params = { name: creatorName, title: hubName };
  return compose({
    lang,
    to,
    subject: t("mail.hub_access_refused.subject", params),
    before: [
      t("mail.greeting", { name: learnerName }),
      t("mail.hub_access_refused.intro", params),
      t("mail.hub_access_refused.closing"),
    ],
    after: [t("mail.signature")],
  });
}
