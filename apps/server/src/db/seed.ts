import { PERMISSIONS } from "@coursewright/course-model";
import { count } from "drizzle-orm";
import { createUser } from "../modules/users/service";
import type { Database } from "./open";
import { users } from "./schema";

export const DEMO_ACCOUNTS = [
  { email: "creator@example.com", name: "Demo Creator", permissions: [PERMISSIONS.createCourse] },
  { email: "learner@example.com", name: "Demo Learner", permissions: [] },
] as const;

/**
 * Gives an empty database the two demo accounts, so `npm start` on a fresh machine can be tried at once.
 * Answers whether it seeded. Called when SEED_DEMO is on: by default on the embedded database only.
 */
export async function seedDemoAccounts(db: Database, password: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  for (const account of DEMO_ACCOUNTS) {
    await createUser(db, {
      name: account.name,
      email: account.email,
      password,
      locale: "en",
      permissions: [...account.permissions],
      verified: true,
    });
  }
  return true;
}
