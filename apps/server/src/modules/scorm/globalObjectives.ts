import {
  buildTree,
  globalTargets,
  globalToSystem,
  type ObjectiveState,
  type ScormPackageInfo,
} from "@coursewright/course-model";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { scormGlobalObjectives } from "../../db/schema";
import { ValidationError } from "../../http/errors";

type Writer = Pick<Database, "insert">;

/**
 * The global objective ids a package shares with the learner's other packages (its objective maps' targets), or
 * none: no sequencing, or adlseq:objectivesGlobalToSystem="false" keeps them within the package's attempt.
 */
export function systemTargets(info: ScormPackageInfo): Set<string> {
  if (!info.tree) return new Set();
  const tree = buildTree(info.tree);
  return globalToSystem(tree) ? globalTargets(tree) : new Set();
}

/** The learner's values of the package's shared global objectives (only those it maps). */
export async function learnerGlobals(
  db: Database,
  userId: number,
  info: ScormPackageInfo,
): Promise<Record<string, ObjectiveState>> {
  const ids = [...systemTargets(info)];
  if (ids.length === 0) return {};
  const rows = await db
    .select({ id: scormGlobalObjectives.objective_id, value: scormGlobalObjectives.value })
    .from(scormGlobalObjectives)
    .where(and(eq(scormGlobalObjectives.user_id, userId), inArray(scormGlobalObjectives.objective_id, ids)));
  return Object.fromEntries(rows.map((row) => [row.id, row.value as ObjectiveState]));
}

/** 422 unless every objective written is one the package shares (a package cannot write another's). */
export function checkGlobalWrite(info: ScormPackageInfo, values: Record<string, ObjectiveState>): void {
  const ids = Object.keys(values);
  if (ids.length === 0) return;
  const allowed = systemTargets(info);
  if (ids.some((id) => !allowed.has(id))) throw ValidationError.field("global_objectives", "validation.invalid");
}

/**
 * Merges what a package wrote into the learner's globals: one upsert per objective whose jsonb || keeps the
 * fields it does not name, so packages writing at the same time do not lose each other's values.
 */
export async function mergeLearnerGlobals(
  db: Writer,
  userId: number,
  values: Record<string, ObjectiveState>,
): Promise<void> {
  const rows = Object.entries(values)
    .filter(([, value]) => Object.keys(value).length > 0)
    .map(([id, value]) => ({ user_id: userId, objective_id: id, value: value as Record<string, boolean | number> }));
  if (rows.length === 0) return;
  await db
    .insert(scormGlobalObjectives)
    .values(rows)
    .onConflictDoUpdate({
      target: [scormGlobalObjectives.user_id, scormGlobalObjectives.objective_id],
      set: { value: sql`${scormGlobalObjectives.value} || excluded.value`, updated_at: sql`now()` },
    });
}
