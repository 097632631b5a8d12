import type { XapiSettings, XapiSettingsRequest } from "@coursewright/course-model";
import { and, count, eq, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { courses, type XapiSettingsRow, xapiSettings, xapiStatements } from "../../db/schema";
import { ValidationError } from "../../http/errors";
import type { OutboundPolicy } from "../../http/outbound/client";
import { requirePublicAddresses } from "../../http/outbound/requirePublic";
import type { Db } from "../courses/db";
import { deliveryCause } from "./deliveryCause";

/** Whose settings: a creator's default (courseId null) or one course's own. */
export interface SettingsOwner {
  userId: number;
  courseId: number | null;
}

const ownerWhere = ({ userId, courseId }: SettingsOwner) =>
  courseId === null
    ? and(eq(xapiSettings.user_id, userId), isNull(xapiSettings.course_id))
    : eq(xapiSettings.course_id, courseId);

export async function findSettings(db: Database, owner: SettingsOwner): Promise<XapiSettingsRow | null> {
  const [row] = await db.select().from(xapiSettings).where(ownerWhere(owner));
  return row ?? null;
}

/** The store a course's statements go to: its own, else its creator's default; null when neither is set. */
export async function settingsForCourse(db: Db, courseId: number): Promise<XapiSettingsRow | null> {
  const rows = await db
    .select({ settings: xapiSettings })
    .from(courses)
    .innerJoin(
      xapiSettings,
      or(
        eq(xapiSettings.course_id, courses.id),
        and(isNull(xapiSettings.course_id), eq(xapiSettings.user_id, courses.user_id)),
      ),
    )
    .where(eq(courses.id, courseId));
  // The course's own wins over the default.
  const own = rows.find((row) => row.settings.course_id !== null);
  return (own ?? rows[0])?.settings ?? null;
}

/** The server calls the store: over https only when the server itself answers over https (as for LTI platforms). */
function requireHttps(body: XapiSettingsRequest, publicUrl: string): void {
  if (publicUrl.startsWith("https://") && !body.endpoint.startsWith("https://"))
    throw ValidationError.field("endpoint", "xapi.https_required");
}

/**
 * The base address the statements resource hangs off: a creator who pasted the full statements address
 * ("…/xAPI/statements", which some stores show as "the endpoint") means the part before it, and delivery adds
 * "/statements" itself (a store would otherwise be sent "…/statements/statements").
 */
export function baseEndpoint(endpoint: string): string {
  const url = new URL(endpoint);
  url.pathname = url.pathname.replace(/\/statements\/?$/i, "/");
  return url.toString();
}

/** Creates or replaces the settings; an empty or missing secret keeps the stored one (and is required without). */
export async function saveSettings(
  db: Database,
  owner: SettingsOwner,
  body: XapiSettingsRequest,
  config: { publicUrl: string; outbound: OutboundPolicy },
): Promise<XapiSettingsRow> {
  requireHttps(body, config.publicUrl);
  requirePublicAddresses(body, ["endpoint"], config.outbound);
  const secret = body.secret?.trim() ? body.secret.trim() : null;
  const values = {
    endpoint: baseEndpoint(body.endpoint),
    key: body.key,
    use_mbox: body.use_mbox,
    // New credentials: the last failure was about the old ones.
    last_error: null,
    last_error_at: null,
    updated_at: new Date(),
    ...(secret ? { secret } : {}),
  };
  const [updated] = await db.update(xapiSettings).set(values).where(ownerWhere(owner)).returning();
  if (updated) return updated;
  if (!secret) throw ValidationError.field("secret", "validation.required");
  const [created] = await db
    .insert(xapiSettings)
    .values({ ...values, secret, user_id: owner.userId, course_id: owner.courseId })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  // Another request made them meanwhile: this one's values win.
  const [raced] = await db.update(xapiSettings).set(values).where(ownerWhere(owner)).returning();
  if (!raced) throw new Error("xAPI settings missing after insert");
  return raced;
}

export async function deleteSettings(db: Database, owner: SettingsOwner): Promise<boolean> {
  const removed = await db.delete(xapiSettings).where(ownerWhere(owner)).returning({ id: xapiSettings.id });
  return removed.length > 0;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The answer's shape: the secret only as "set"; the count of statements still waiting for the store. */
export async function presentSettings(db: Database, row: XapiSettingsRow | null): Promise<XapiSettings | null> {
  if (!row) return null;
  const [pending] = await db.select({ n: count() }).from(xapiStatements).where(eq(xapiStatements.settings_id, row.id));
  return {
    scope: row.course_id === null ? "creator" : "course",
    course_id: row.course_id,
    endpoint: row.endpoint,
    key: row.key,
    secret_set: row.secret.length > 0,
    use_mbox: row.use_mbox,
    pending: pending?.n ?? 0,
    last_sent_at: iso(row.last_sent_at),
    last_error: row.last_error,
    last_error_cause: deliveryCause(row.last_error),
    last_error_at: iso(row.last_error_at),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Whether any store is set on this server at all: most are none, and then progress writes skip xAPI at once. */
export async function anySettings(db: Database): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(xapiSettings).limit(1);
  return row !== undefined;
}
