import { createRequire } from "node:module";
import type Nodemailer from "nodemailer";
import type { Mailer, MailMessage } from "./Mailer";

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Required here, not at start: a server without SMTP_URL never loads nodemailer (~2 MB of heap, issue 20).
  const nodemailer: typeof Nodemailer = createRequire(import.meta.url)("nodemailer");
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}
