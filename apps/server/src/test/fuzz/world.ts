import { BLOCK_TYPE } from "@coursewright/course-model";
import { sellingWorld } from "../../modules/commerce/testing";
import { buildCourse } from "../../modules/courses/testing";
import { ownedHubs } from "../../modules/hubs/testing";
import { buildIntegration } from "../../modules/integrations/testing";
import { insertFolder, insertItems, samples } from "../../modules/media/testing";
import { addShare } from "../../modules/shares/testing";
import { buildPageTemplate } from "../../modules/templates/testing";
import { buildTheme } from "../../modules/themes/testing";
import type { TestContext } from "../context";
import type { FuzzWorld } from "./requests";

/**
 * A creator who owns one of everything (courses with topics, pages, blocks and media, an answer block, a folder,
 * media items, a theme, a share, an integration; hubs with their categories, tags, bundle, event, banner, shares
 * and an access request) and a learner, so that fuzzed ids name things the owner may act on and requests get past
 * authentication and policies to validation and the database.
 */
export async function ownerWorld(
  t: TestContext,
  options: { external: boolean; hubs: boolean; selling?: boolean },
): Promise<FuzzWorld> {
  const owner = await t.createUser({ creator: true });
  const learner = await t.createUser();
  const userId = owner.user.id;
  const folder = await insertFolder(t.db, userId, "Folder");
  const items = await insertItems(t.db, userId, 2, { folderId: folder.id });
  const course = await buildCourse(t.db, userId, {
    topics: 1,
    pages: 2,
    blocksPerPage: 1,
    mediaItemIds: items.map((item) => item.id),
  });
  const answers = await buildCourse(t.db, userId, {
    pages: 1,
    blocksPerPage: 1,
    blockType: BLOCK_TYPE.QUIZ_AUDIO_ANSWER,
  });
  const theme = await buildTheme(t.db, userId);
  const pageTemplate = await buildPageTemplate(t.db, userId);
  const share = await addShare(t, course.course.id, userId, "public");
  const integration = await buildIntegration(t.db, userId);
  // Hubs double the time a world takes: made only for the routes they matter to.
  const hubs =
    options.hubs || options.selling
      ? await ownedHubs(
          t.db,
          owner.user,
          learner.user,
          (await t.createUser()).user,
          [course.course.id, answers.course.id],
          items[0]?.id ?? 0,
        )
      : { ids: [], shareIds: [] };
  // Selling routes get an order, a booking and an open test session to act on.
  const selling =
    options.selling && hubs.publicHubId && hubs.eventId
      ? await sellingWorld(t, owner.token, learner.token, hubs.publicHubId, answers.course.id, hubs.eventId)
      : { ids: [], strings: [] };
  const ids = [
    userId,
    learner.user.id,
    folder.id,
    ...items.map((item) => item.id),
    course.course.id,
    ...course.topics.map((topic) => topic.id),
    ...course.pages.map((page) => page.id),
    ...course.blocks.map((block) => block.id),
    ...course.media.map((media) => media.id),
    answers.course.id,
    ...answers.blocks.map((block) => block.id),
    theme.id,
    pageTemplate.id,
    integration.id,
    ...hubs.ids,
    ...selling.ids,
  ];
  const basic = Buffer.from(`${integration.client_id ?? ""}:${integration.secret}`).toString("base64");
  return {
    pools: {
      ids: [...new Set(ids)],
      strings: [share.id, ...hubs.shareIds, ...selling.strings, integration.client_id ?? "", "learners", "lms-user-1"],
    },
    auth: { authorization: options.external ? `Basic ${basic}` : `Bearer ${owner.token}` },
    png: await samples.png(),
  };
}
