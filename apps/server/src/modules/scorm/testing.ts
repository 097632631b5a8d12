import { MEDIA_TYPE, type ScormPackageInfo } from "@coursewright/course-model";
import { mediaItems, pageBlockMedia } from "../../db/schema";
import type { TestContext } from "../../test/context";
import { sharedCourse } from "../shares/testing";

/** A SCORM block in a fresh course shared publicly, its package of two SCOs, and two learners. */
export async function scormCourse(
  t: TestContext,
  version: "1.2" | "2004" = "1.2",
  extra: Partial<Pick<ScormPackageInfo, "tree" | "scos">> = {},
) {
  const shared = await sharedCourse(t, { kind: "public", blocksPerPage: 1, attempts: null });
  const scorm: ScormPackageInfo = {
    version,
    edition: version,
    launch: "a.html",
    title: "Two SCOs",
    scos: [
      { identifier: "sco_a", title: "A", launch: "a.html" },
      { identifier: "sco_b", title: "B", launch: "b.html" },
    ],
    ...extra,
  };
  const [item] = await t.db
    .insert(mediaItems)
    .values({
      user_id: shared.creator.user.id,
      type: MEDIA_TYPE.SCORM,
      title: "two.zip",
      file_name: "two.zip",
      custom_properties: { scorm },
    })
    .returning();
  const block = shared.blocks[0];
  if (!item || !block) throw new Error("no item");
  const [row] = await t.db
    .insert(pageBlockMedia)
    .values({ course_id: shared.course.id, block_id: block.id, medialibrary_item_id: item.id })
    .returning();
  if (!row) throw new Error("no block media");
  const ann = await t.createUser({ name: "Ann Learner" });
  const bob = await t.createUser({ name: "Bob Learner" });
  return { ...shared, blockMediaId: row.id, ann, bob };
}
