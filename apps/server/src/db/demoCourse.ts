import {
  BLOCK_TYPE,
  type BlockTypeCode,
  COURSE_MODE,
  createCourseRequestSchema,
  NEW_PAGE_SETTINGS,
  newBlockFields,
  type PageBlockItem,
  saveCourseRequestSchema,
} from "@coursewright/course-model";
import { CATALOGS } from "@coursewright/course-model/i18n/catalogs";
import { eq } from "drizzle-orm";
import type { Deps } from "../deps";
import { createTranslator } from "../http/i18n";
import { saveCourse } from "../modules/builder/save";
import { createCourse } from "../modules/courses/service";
import { createShare } from "../modules/shares/service";
import { type CourseRow, courseTopics, users } from "./schema";
import { DEMO_ACCOUNTS } from "./seed";

export const DEMO_COURSE_TITLE = "Getting started with Coursewright";

/** The demo accounts are English speakers: default quiz texts (True / False, feedback) in the app's English. */
const english = createTranslator("en", { en: CATALOGS.en.app });

interface DemoBlock {
  type: BlockTypeCode;
  text: string;
  at: { x: number; y: number; w: number; h: number };
  settings?: Record<string, unknown>;
}

/** Three pages in two topics: a welcome, two questions, a closing page. */
const DEMO_PAGES: { title: string; topic: "first" | "second"; blocks: DemoBlock[] }[] = [
  {
    title: "Welcome",
    topic: "first",
    blocks: [
      {
        type: BLOCK_TYPE.TEXT,
        text:
          "<h2>Welcome to Coursewright</h2><p>This short course shows what a learner sees: pages of blocks, " +
          "a progress bar, a list of pages and questions that count towards a score.</p>" +
          "<p>Press <strong>Continue</strong> to complete this page, then go to the next one.</p>",
        at: { x: 0, y: 0, w: 12, h: 10 },
      },
      { type: BLOCK_TYPE.BUTTON, text: "Continue", at: { x: 0, y: 10, w: 4, h: 4 } },
    ],
  },
  {
    title: "Check what you know",
    topic: "first",
    blocks: [
      {
        type: BLOCK_TYPE.QUIZ_SINGLE_CHOICE,
        text: "<p>How many columns does a page's grid have?</p>",
        at: { x: 0, y: 0, w: 6, h: 24 },
        settings: {
          options: [
            { id: "o1", text: "6", image_media_id: null, correct: false },
            { id: "o2", text: "12", image_media_id: null, correct: true },
            { id: "o3", text: "24", image_media_id: null, correct: false },
          ],
        },
      },
      {
        type: BLOCK_TYPE.QUIZ_TRUE_FALSE,
        text: "<p>A learner who closes the tab half-way resumes on the same page, with every answer kept.</p>",
        at: { x: 6, y: 0, w: 6, h: 24 },
        settings: { correct_answer: true },
      },
    ],
  },
  {
    title: "Well done",
    topic: "second",
    blocks: [
      {
        type: BLOCK_TYPE.TEXT,
        text:
          "<h2>That is the whole course</h2><p>Finish it to see your score and whether you passed (half the " +
          "questions right is enough). Not passed? The course allows three attempts.</p><p>Signed in as the demo creator, " +
          "open this course in the builder to change it, or share it with other learners.</p>",
        at: { x: 0, y: 0, w: 12, h: 12 },
      },
    ],
  },
];

/**
 * Gives the demo creator a small course shared by e-mail with the demo learner, so a fresh `npm start` has
 * something in the builder, in the learner's Upcoming courses and in the player. The invitation mail goes to
 * the outbox like any other. Called once, right after the demo accounts were seeded.
 */
export async function seedDemoCourse(deps: Pick<Deps, "db" | "mailer" | "config">): Promise<CourseRow> {
  const [creatorAccount, learnerAccount] = DEMO_ACCOUNTS;
  const [creator] = await deps.db.select().from(users).where(eq(users.email, creatorAccount.email));
  if (!creator) throw new Error("the demo creator is missing");

  const course = await createCourse(
    deps.db,
    creator.id,
    createCourseRequestSchema.parse({
      title: DEMO_COURSE_TITLE,
      description: "A three-page tour of the player: blocks, questions, score and attempts.",
      with_topics: true,
      min_pass_percent: 50,
      mode: COURSE_MODE.LEARNING,
      attempts: 3,
    }),
    { topic: "The basics", page: DEMO_PAGES[0]?.title ?? "" },
  );
  const [firstPageId] = course.pages_order;
  if (firstPageId === undefined) throw new Error("the demo course has no first page");
  const firstTopicId = await firstTopicOf(deps, course);

  const pageId = (index: number) => (index === 0 ? firstPageId : -index);
  let nextBlockId = -1;
  const blocks: PageBlockItem[] = DEMO_PAGES.flatMap((page, pageIndex) =>
    page.blocks.map((block) => {
      const id = nextBlockId--;
      const fields = newBlockFields(block.type, english);
      return {
        ...fields,
        id,
        page_id: pageId(pageIndex),
        text: block.text,
        displaying_settings: { ...block.at, i: String(id) },
        settings: { ...fields.settings, ...block.settings },
      };
    }),
  );
  // A page goes after the pages listed before it in its topic; the second topic is new (temporary id -1).
  const pageFields = (index: number) => {
    const topic = DEMO_PAGES[index]?.topic;
    return {
      id: pageId(index),
      topic_id: topic === "first" ? firstTopicId : -1,
      order: DEMO_PAGES.slice(0, index).filter((page) => page.topic === topic).length,
      title: DEMO_PAGES[index]?.title ?? "",
      ...NEW_PAGE_SETTINGS,
    };
  };
  await saveCourse(
    deps.db,
    course,
    saveCourseRequestSchema.parse({
      new_topics: [{ id: -1, order: 1, title: "Wrapping up" }],
      updated_pages: [pageFields(0)],
      new_pages: [pageFields(1), pageFields(2)],
      new_page_blocks: blocks,
    }),
  );
  await createShare(
    deps,
    creator,
    course,
    { course_id: course.id, kind: "email", emails: [learnerAccount.email] },
    "en",
  );
  return course;
}

async function firstTopicOf(deps: Pick<Deps, "db">, course: CourseRow): Promise<number> {
  const [topic] = await deps.db
    .select({ id: courseTopics.id })
    .from(courseTopics)
    .where(eq(courseTopics.course_id, course.id));
  if (!topic) throw new Error("the demo course has no first topic");
  return topic.id;
}
