import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/open";
import { mailDeliveries } from "../db/schema";
import type { Mailer, MailMessage } from "../mail/Mailer";
import { createOutboxMailer } from "../mail/outboxMailer";
import type { JobLogger } from "./embeddedQueue";
import type { JobDefinition, JobQueue } from "./queue";

export const MAIL_JOB = "mail-send";

export interface MailJobData {
  /** One per mail: the idempotency key of its delivery. */
  key: string;
  message: MailMessage;
}

/**
 * Where a mail job hands its mail: the outbox table (written in the same transaction as the delivery record, so
 * exactly once) or an outside transport such as SMTP (recorded right after it accepted the mail: a process killed
 * between the two sends it again on the retry, with the same Message-ID).
 */
export type MailTransport = { kind: "outbox"; logger?: JobLogger } | { kind: "external"; mailer: Mailer };

/** The app's mailer when jobs run: sending stores a job and answers at once; the job delivers, with retries. */
export function createQueuedMailer(queue: JobQueue): Mailer {
  return {
    async send(message) {
      await queue.send<MailJobData>(MAIL_JOB, { key: randomUUID(), message });
    },
  };
}

export async function deliverMail(db: Database, transport: MailTransport, data: MailJobData): Promise<void> {
  if (transport.kind === "outbox") {
    await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(mailDeliveries)
        .values({ key: data.key })
        .onConflictDoNothing()
        .returning({ key: mailDeliveries.key });
      if (claimed.length === 0) return;
      await createOutboxMailer(tx, transport.logger).send(data.message);
    });
    return;
  }
  const [sent] = await db.select().from(mailDeliveries).where(eq(mailDeliveries.key, data.key));
  if (sent) return;
  await transport.mailer.send(data.message);
  await db.insert(mailDeliveries).values({ key: data.key }).onConflictDoNothing();
}

export function mailJob(
  db: Database,
  transport: MailTransport,
  retry: { limit: number; delaySeconds: number; messageIdDomain: string },
): JobDefinition<MailJobData> {
  return {
    name: MAIL_JOB,
    policy: {
      retryLimit: retry.limit,
      retryDelaySeconds: retry.delaySeconds,
      retryBackoff: true,
      // An SMTP server that takes longer than this is treated as gone; the retry may send a second copy.
      expireInSeconds: 300,
      policy: "standard",
    },
    run: (data) =>
      deliverMail(db, transport, {
        ...data,
        message: { ...data.message, messageId: `<${data.key}@${retry.messageIdDomain}>` },
      }),
  };
}
