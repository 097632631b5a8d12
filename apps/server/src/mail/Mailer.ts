export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** The Message-ID header: the same for every try of one mail job, so a receiving server can drop a repeat. */
  messageId?: string;
}

/** Where e-mails go: SMTP in production, the outbox table by default and in tests. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}
