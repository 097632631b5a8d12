import type { Logger } from "pino";
import type { Database } from "../db/open";
import { mailOutbox } from "../db/schema";
import type { Mailer, MailMessage } from "./Mailer";

/**
 * Keeps mails in the mail_outbox table and logs them with their links, so a person running the
 * product locally can click the confirmation link, and tests (and e2e through /api/dev/outbox) read them.
 */
export function createOutboxMailer(db: Database, logger?: Pick<Logger, "info">): Mailer {
  return {
    async send(message: MailMessage) {
      await db.insert(mailOutbox).values({
        to: message.to,
        reply_to: message.replyTo ?? null,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      logger?.info(
        { mail: { to: message.to, subject: message.subject, links } },
        `mail to ${message.to}: ${links.join(" ")}`,
      );
    },
  };
}
