import type { SupportMessageRequest } from "@coursewright/course-model";
import type { UserRow } from "../../db/schema";
import { supportMessages } from "../../db/schema";
import type { Deps } from "../../deps";
import { supportMail } from "../../mail/templates";

/** Kept in the database (nothing is lost when mail fails) and mailed to the support address. */
export async function sendSupportMessage(deps: Deps, user: UserRow, input: SupportMessageRequest): Promise<void> {
  await deps.db.insert(supportMessages).values({ user_id: user.id, subject: input.subject, message: input.message });
  await deps.mailer.send(
    supportMail({
      to: deps.config.supportEmail,
      from: { id: user.id, name: user.name, email: user.email },
      subject: input.subject,
      message: input.message,
    }),
  );
}
