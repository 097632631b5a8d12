import {
  type ScormPackageInfo,
  type ScormVersion,
  SEQUENCING_STATE_KEY,
  SHARED_DATA_KEY,
  scoReport,
} from "@coursewright/course-model";
import { and, eq, inArray } from "drizzle-orm";
import type { ReadDatabase } from "../../db/open";
import { mediaItems, pageBlockMedia, pageBlocks, scormScoStates } from "../../db/schema";
import type { ReportScormBlock } from "./schemas";

type Json = Record<string, unknown>;

/**
 * The SCORM blocks the learner launched in each attempt of the given progress rows (issue 16 item 11): every SCO
 * of the package in its manifest order, with what it wrote (a SCO not launched in that attempt is not attempted).
 * Only blocks of `courseIds` (the creator's courses) are read. Returns a lookup by progress row and attempt number.
 */
export async function scormByAttempt(
  db: ReadDatabase,
  progressIds: readonly number[],
  courseIds: readonly number[],
  pageTitles: ReadonlyMap<number, string>,
): Promise<(progressId: number, attemptNumber: number) => ReportScormBlock[]> {
  if (progressIds.length === 0 || courseIds.length === 0) return () => [];
  const rows = await db
    .select({
      progress_id: scormScoStates.progress_id,
      attempt_number: scormScoStates.attempt_number,
      block_media_id: scormScoStates.block_media_id,
      sco: scormScoStates.sco,
      cmi: scormScoStates.cmi,
      block_id: pageBlockMedia.block_id,
      block_title: pageBlockMedia.title,
      order: pageBlockMedia.order,
      page_id: pageBlocks.page_id,
      custom_properties: mediaItems.custom_properties,
    })
    .from(scormScoStates)
    .innerJoin(
      pageBlockMedia,
      and(eq(pageBlockMedia.id, scormScoStates.block_media_id), inArray(pageBlockMedia.course_id, [...courseIds])),
    )
    .innerJoin(pageBlocks, eq(pageBlocks.id, pageBlockMedia.block_id))
    .leftJoin(mediaItems, eq(mediaItems.id, pageBlockMedia.medialibrary_item_id))
    .where(inArray(scormScoStates.progress_id, [...progressIds]))
    .orderBy(scormScoStates.block_media_id);

  const byAttempt = new Map<string, Map<number, { row: (typeof rows)[number]; states: Map<string, Json> }>>();
  for (const row of rows) {
    // The package's sequencing state and shared data share the table ("#sequencing", "#shared"): no SCOs.
    if (row.sco === SEQUENCING_STATE_KEY || row.sco === SHARED_DATA_KEY) continue;
    const key = `${row.progress_id}:${row.attempt_number}`;
    const blocks = byAttempt.get(key) ?? new Map();
    const block = blocks.get(row.block_media_id) ?? { row, states: new Map<string, Json>() };
    block.states.set(row.sco, row.cmi);
    blocks.set(row.block_media_id, block);
    byAttempt.set(key, blocks);
  }

  return (progressId, attemptNumber) =>
    [...(byAttempt.get(`${progressId}:${attemptNumber}`)?.values() ?? [])].map(({ row, states }) => {
      const info: ScormPackageInfo | undefined = row.custom_properties?.scorm;
      // A package deleted from the library leaves its data: the SCOs stored are still shown, by identifier.
      const version: ScormVersion =
        info?.version ?? ([...states.values()].some((cmi) => "core" in cmi) ? "1.2" : "2004");
      const scos = info?.scos ?? [...states.keys()].map((identifier) => ({ identifier, title: identifier }));
      return {
        block_id: row.block_id,
        block_media_id: row.block_media_id,
        page_id: row.page_id,
        page_title: pageTitles.get(row.page_id) ?? null,
        title: row.block_title || info?.title || "",
        version,
        scos: scos.map((sco) => ({
          identifier: sco.identifier,
          title: sco.title || sco.identifier,
          ...scoReport(version, states.get(sco.identifier) ?? null),
        })),
      };
    });
}
