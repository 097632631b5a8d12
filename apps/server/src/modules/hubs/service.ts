import {
  DEFAULT_CURRENCY,
  DEFAULT_HUB_COLORS,
  HUBS_PER_PAGE,
  LANGUAGE_CODES,
  slugify,
  type UpdateHubRequest,
} from "@coursewright/course-model";
import { and, count, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import { announceChange } from "../../cache/changes";
import type { Database } from "../../db/open";
import { courseShares, type HubRow, hubs, type UserRow } from "../../db/schema";
import { errors } from "../../http/errors";
import { authorize, policies } from "../../http/policies";
import { sanitizeRichText } from "../builder/sanitize";
import type { Db } from "../courses/db";
import { checkCurrencyChange } from "./priceSteps";
import { checkImages, checkTheme, throwIfAny } from "./references";
import { announceHubs } from "./version";

/** `%text%` for LIKE, with the user's own % _ and \ taken literally. */
export const containsPattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The hub, when the user may manage it: 404 when there is none, 403 when it is another creator's. */
export async function getManagedHub(db: Db, user: Pick<UserRow, "id">, hubId: number): Promise<HubRow> {
  const [row] = await db.select().from(hubs).where(eq(hubs.id, hubId));
  if (!row) throw errors.notFound();
  authorize(policies.manageHub(user, row));
  return row;
}

/** The creator's own hubs, last edited first. */
export async function listHubs(db: Database, userId: number, query: { page: number; search?: string | undefined }) {
  const filters: SQL[] = [eq(hubs.user_id, userId)];
  const search = query.search?.trim();
  if (search) filters.push(sql`lower(${hubs.name}) like ${containsPattern(search)}`);
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(hubs)
      .where(where)
      .orderBy(desc(hubs.updated_at), desc(hubs.id))
      .limit(HUBS_PER_PAGE)
      .offset((query.page - 1) * HUBS_PER_PAGE),
    db.select({ n: count() }).from(hubs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A private draft named as asked, in the creator's language, in euros, with the default colours. */
export async function createHub(db: Database, user: UserRow, name: string): Promise<HubRow> {
  const language = LANGUAGE_CODES.find((code) => code === user.locale) ?? "en";
  const [row] = await db
    .insert(hubs)
    .values({
      user_id: user.id,
      name,
      slug: slugify(name),
      colors: DEFAULT_HUB_COLORS,
      language,
      currency: DEFAULT_CURRENCY,
      visibility: "private",
      published: false,
    })
    .returning();
  if (!row) throw new Error("hub not inserted");
  // A read of this id before it existed may have been remembered as "no such hub".
  announceHubs([row.id]);
  return row;
}

/** Changes the settings sent; images and the theme must be the creator's own, the description is sanitised. */
export async function updateHub(db: Database, hub: HubRow, body: UpdateHubRequest): Promise<HubRow> {
  throwIfAny({
    ...(await checkImages(db, hub.user_id, {
      logo_media_id: body.logo_media_id,
      cover_media_id: body.cover_media_id,
      og_image_media_id: body.og_image_media_id,
    })),
    ...(await checkTheme(db, hub.user_id, body.theme_id)),
    ...(await checkCurrencyChange(db, hub, body.currency)),
  });
  const changes = {
    ...body,
    ...(body.description === undefined ? {} : { description: sanitizeRichText(body.description) }),
  };
  const [row] = await db
    .update(hubs)
    .set({ ...changes, version: sql`${hubs.version} + 1`, updated_at: sql`now()` })
    .where(eq(hubs.id, hub.id))
    .returning();
  if (!row) throw errors.notFound();
  announceHubs([hub.id]);
  return row;
}

/**
 * Everything in the hub goes with it. Its learners' course shares are revoked rather than deleted, so their
 * progress stays in the course's reports.
 */
export async function deleteHub(db: Database, hub: HubRow): Promise<void> {
  const revoked = await db.transaction(async (tx) => {
    const shares = await tx
      .update(courseShares)
      .set({ revoked_at: sql`coalesce(${courseShares.revoked_at}, now())` })
      .where(and(eq(courseShares.hub_id, hub.id), isNotNull(courseShares.hub_id)))
      .returning({ id: courseShares.id });
    await tx.delete(hubs).where(eq(hubs.id, hub.id));
    return shares;
  });
  for (const share of revoked) announceChange("share", share.id);
  announceHubs([hub.id]);
}
