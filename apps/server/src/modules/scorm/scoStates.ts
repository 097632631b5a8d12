import {
  MEDIA_TYPE,
  type ObjectiveState,
  type ScormLearner,
  type ScormPackageInfo,
  SEQUENCING_STATE_KEY,
  type SequencingState,
  SHARED_DATA_KEY,
  scoAttemptLimit,
  scormCmiProblem,
  scormLaunchCmi,
  sequencingStateSchema,
  unwritableStores,
} from "@coursewright/course-model";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { type CourseProgressRow, mediaItems, pageBlockMedia, scormScoStates, type UserRow } from "../../db/schema";
import { errors, HttpError, ValidationError } from "../../http/errors";
import { progressStale } from "../progress/service";
import { checkGlobalWrite, mergeLearnerGlobals } from "./globalObjectives";

type Json = Record<string, unknown>;

/** The SCORM package of a block media row of `courseId` (any course when null), or null. */
export async function blockPackage(
  db: Database,
  blockMediaId: number,
  courseId: number | null,
): Promise<{ course_id: number; info: ScormPackageInfo } | null> {
  const [row] = await db
    .select({ course_id: pageBlockMedia.course_id, custom_properties: mediaItems.custom_properties })
    .from(pageBlockMedia)
    .innerJoin(mediaItems, eq(mediaItems.id, pageBlockMedia.medialibrary_item_id))
    .where(
      and(
        eq(pageBlockMedia.id, blockMediaId),
        eq(mediaItems.type, MEDIA_TYPE.SCORM),
        courseId === null ? undefined : eq(pageBlockMedia.course_id, courseId),
      ),
    );
  const info = row?.custom_properties.scorm;
  return row && info ? { course_id: row.course_id, info } : null;
}

/** The learner as the package sees them: an integration's learner by the external system's id. */
export const scormLearner = (user: Pick<UserRow, "id" | "name" | "integration_user_id">): ScormLearner => ({
  id: user.integration_user_id ?? String(user.id),
  name: user.name,
});

/**
 * Every SCO's launch data in the progress row's current attempt (fresh for the SCOs not launched yet), with the
 * generation its writes must carry, and the package's shared data stores (4th Edition adl.data).
 */
export async function launchStates(
  db: Database,
  progress: Pick<CourseProgressRow, "id" | "current_attempt_number">,
  blockMediaId: number,
  info: ScormPackageInfo,
  learner: ScormLearner,
): Promise<{ scos: { identifier: string; cmi: Json; generation: number }[]; shared: Record<string, string> }> {
  const rows = await db
    .select({ sco: scormScoStates.sco, cmi: scormScoStates.cmi, generation: scormScoStates.generation })
    .from(scormScoStates)
    .where(
      and(
        eq(scormScoStates.progress_id, progress.id),
        eq(scormScoStates.attempt_number, progress.current_attempt_number),
        eq(scormScoStates.block_media_id, blockMediaId),
      ),
    );
  const stored = new Map(rows.map((row) => [row.sco, row]));
  const scos = info.scos.map((sco) => ({
    identifier: sco.identifier,
    cmi: scormLaunchCmi(info.version, stored.get(sco.identifier)?.cmi ?? null, learner),
    generation: stored.get(sco.identifier)?.generation ?? 0,
  }));
  const shared = Object.fromEntries(
    Object.entries(stored.get(SHARED_DATA_KEY)?.cmi ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
  return { scos, shared };
}

/** The block's sequencing state in the progress row's current attempt, null before its first navigation. */
export async function storedSequencing(
  db: Database,
  progress: Pick<CourseProgressRow, "id" | "current_attempt_number">,
  blockMediaId: number,
): Promise<SequencingState | null> {
  const [row] = await db
    .select({ cmi: scormScoStates.cmi })
    .from(scormScoStates)
    .where(
      and(
        eq(scormScoStates.progress_id, progress.id),
        eq(scormScoStates.attempt_number, progress.current_attempt_number),
        eq(scormScoStates.block_media_id, blockMediaId),
        eq(scormScoStates.sco, SEQUENCING_STATE_KEY),
      ),
    );
  const parsed = sequencingStateSchema.safeParse(row?.cmi);
  return parsed.success ? parsed.data : null;
}

/** 409: a new attempt on a SCO whose activity has used every attempt its manifest allows (attemptLimit). */
export const attemptLimitReached = (limit: number) =>
  new HttpError(409, "scorm_attempt_limit", "scorm.attempt_limit", { count: limit });

export interface ScoWrite {
  block_media_id: number;
  sco: string;
  attempt_number: number;
  cmi: Json;
  /** The SCO's data generation the writer was given (0 when absent); a higher one starts a new generation. */
  generation?: number;
  /** Shared data stores (adl.data) the SCO wrote, by target id: only those its maps let it write. */
  shared?: Record<string, string>;
  /**
   * With the sequencing state only: the learner's shared global objectives the package changed (the fields that
   * changed), merged into the learner's store (objectivesGlobalToSystem).
   */
  global_objectives?: Record<string, ObjectiveState>;
}

/**
 * Keeps what a SCO wrote, in the progress row's current attempt: 404 for a block media row of another course or
 * without a package, 422 for a SCO the package does not have, data past SCORM's limits or a shared data store the
 * SCO may not write, 409 progress_stale for an attempt that is over (the learner started again elsewhere) or a
 * generation older than the one kept (the SCO's activity began a new attempt since), 409 scorm_attempt_limit for a
 * generation past the attempts the SCO's activity allows (imsss:attemptLimit).
 */
export async function storeScoState(db: Database, progress: CourseProgressRow, write: ScoWrite): Promise<void> {
  const pkg = await blockPackage(db, write.block_media_id, progress.course_id);
  if (!pkg) throw errors.notFound();
  if (write.sco === SEQUENCING_STATE_KEY) {
    // The block's sequencing state (issue 16 item 5): only for a package with an activity tree, in its shape.
    if (!pkg.info.tree) throw ValidationError.field("sco", "validation.invalid");
    if (!sequencingStateSchema.safeParse(write.cmi).success) throw ValidationError.field("cmi", "validation.invalid");
  } else if (!pkg.info.scos.some((sco) => sco.identifier === write.sco)) {
    throw ValidationError.field("sco", "validation.invalid");
  }
  const globals = write.global_objectives ?? {};
  if (Object.keys(globals).length > 0) {
    if (write.sco !== SEQUENCING_STATE_KEY) throw ValidationError.field("global_objectives", "validation.invalid");
    checkGlobalWrite(pkg.info, globals);
  }
  const shared = write.shared ?? {};
  if (Object.keys(shared).length > 0) {
    // Write permission (adlcp:map writeSharedData) is the manifest's, checked here too: the runtime answers 404
    // to the SCO, and nothing else may write a store through this route either.
    const maps = pkg.info.scos.find((sco) => sco.identifier === write.sco)?.data?.shared_data;
    if (unwritableStores(maps, shared).length > 0) throw ValidationError.field("shared", "validation.invalid");
  }
  const problem = scormCmiProblem(pkg.info.version, write.cmi);
  if (problem === "suspend_data_too_long") {
    throw ValidationError.field("cmi.suspend_data", "validation.too_long", {
      max: pkg.info.version === "1.2" ? 4096 : 64000,
    });
  }
  if (problem === "too_large") throw ValidationError.field("cmi", "validation.invalid");
  if (write.attempt_number !== progress.current_attempt_number) throw progressStale();
  const generation = write.generation ?? 0;
  // Each generation is an attempt on the SCO's activity (its data reset): never one past the manifest's attemptLimit,
  // whatever the player offered.
  const limit = scoAttemptLimit(pkg.info.tree, pkg.info.scos.length, write.sco);
  if (limit !== null && generation >= limit) throw attemptLimitReached(limit);
  const key = {
    progress_id: progress.id,
    attempt_number: write.attempt_number,
    block_media_id: write.block_media_id,
  };
  const target = [
    scormScoStates.progress_id,
    scormScoStates.attempt_number,
    scormScoStates.block_media_id,
    scormScoStates.sco,
  ];
  await db.transaction(async (tx) => {
    // One statement decides against a racing reset: an older generation changes nothing and is refused.
    const kept = await tx
      .insert(scormScoStates)
      .values({ ...key, sco: write.sco, cmi: write.cmi, generation })
      .onConflictDoUpdate({
        target,
        set: { cmi: write.cmi, generation, updated_at: sql`now()` },
        setWhere: sql`${scormScoStates.generation} <= ${generation}`,
      })
      .returning({ id: scormScoStates.id });
    if (kept.length === 0) throw progressStale();
    // The learner's, whichever course or attempt wrote them: the progress row's user is the learner.
    await mergeLearnerGlobals(tx, progress.user_id, globals);
    if (Object.keys(shared).length === 0) return;
    // The stores of other SCOs stay: the written ones are merged in (jsonb ||), in the same transaction.
    await tx
      .insert(scormScoStates)
      .values({ ...key, sco: SHARED_DATA_KEY, cmi: shared })
      .onConflictDoUpdate({
        target,
        set: { cmi: sql`${scormScoStates.cmi} || excluded.cmi`, updated_at: sql`now()` },
      });
  });
}
