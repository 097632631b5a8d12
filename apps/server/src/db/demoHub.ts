import {
  BLOCK_TYPE,
  COURSE_MODE,
  createCourseRequestSchema,
  NEW_PAGE_SETTINGS,
  newBlockFields,
  type PageBlockItem,
  saveCourseRequestSchema,
  utcToZonedWallTime,
} from "@coursewright/course-model";
import { CATALOGS } from "@coursewright/course-model/i18n/catalogs";
import { eq } from "drizzle-orm";
import type { Deps } from "../deps";
import { createTranslator } from "../http/i18n";
import { saveCourse } from "../modules/builder/save";
import { activateTestPayouts } from "../modules/commerce/payouts";
import { createCourse } from "../modules/courses/service";
import { saveBanner } from "../modules/hubs/banners";
import { saveBundle } from "../modules/hubs/bundles";
import { saveEvent } from "../modules/hubs/events";
import { putHubCourses } from "../modules/hubs/hubCourses";
import { createLabel } from "../modules/hubs/labels";
import { createHub, updateHub } from "../modules/hubs/service";
import { addPicture, DEMO_PICTURES } from "./demoImages";
import { type CourseRow, type HubRow, users } from "./schema";
import { DEMO_ACCOUNTS } from "./seed";

export const DEMO_HUB_NAME = "Coursewright Academy";
export const DEMO_PRICED_COURSE_TITLE = "Writing good quiz questions";
/** 19.00 EUR in cents. */
export const DEMO_PRICE = 1900;

const english = createTranslator("en", { en: CATALOGS.en.app });

/** A second, small course: two pages, the second a question. It is the demo hub's priced course. */
async function pricedCourse(deps: Pick<Deps, "db">, creatorId: number): Promise<CourseRow> {
  const course = await createCourse(
    deps.db,
    creatorId,
    createCourseRequestSchema.parse({
      title: DEMO_PRICED_COURSE_TITLE,
      description: "How to write questions that check understanding rather than memory, in two short pages.",
      with_topics: false,
      min_pass_percent: 100,
      mode: COURSE_MODE.LEARNING,
    }),
    { topic: "", page: "Good questions" },
  );
  const [firstPageId] = course.pages_order;
  if (firstPageId === undefined) throw new Error("the priced demo course has no first page");
  const block = (
    id: number,
    pageId: number,
    type: typeof BLOCK_TYPE.TEXT | typeof BLOCK_TYPE.QUIZ_TRUE_FALSE,
    h: number,
  ) => {
    const fields = newBlockFields(type, english);
    return { ...fields, id, page_id: pageId, displaying_settings: { x: 0, y: 0, w: 12, h, i: String(id) } };
  };
  const blocks: PageBlockItem[] = [
    {
      ...block(-1, firstPageId, BLOCK_TYPE.TEXT, 12),
      text:
        "<h2>Good questions</h2><p>A good question asks the learner to use what they learnt: to apply a rule, " +
        "to spot a mistake, to choose what to do next.</p>",
    },
    {
      ...block(-2, -1, BLOCK_TYPE.QUIZ_TRUE_FALSE, 24),
      text: "<p>A question that can be answered by recognising a phrase from the page checks understanding.</p>",
      settings: { ...newBlockFields(BLOCK_TYPE.QUIZ_TRUE_FALSE, english).settings, correct_answer: false },
    },
  ];
  const page = (id: number, order: number, title: string) => ({
    id,
    topic_id: null,
    order,
    title,
    ...NEW_PAGE_SETTINGS,
  });
  await saveCourse(
    deps.db,
    course,
    saveCourseRequestSchema.parse({
      updated_pages: [page(firstPageId, 0, "Good questions")],
      new_pages: [page(-1, 1, "Try one")],
      new_page_blocks: blocks,
    }),
  );
  return course;
}

/**
 * Gives the demo creator a published public hub: the demo course free, a second course priced, a bundle of both,
 * an online event two weeks ahead, two banners, a category and tags, pictures made on the spot. Called once, after
 * the demo course.
 */
export async function seedDemoHub(
  deps: Pick<Deps, "db" | "storage" | "config">,
  demoCourse: CourseRow,
): Promise<HubRow> {
  const { db, storage } = deps;
  const [creator] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email));
  if (!creator) throw new Error("the demo creator is missing");
  const priced = await pricedCourse(deps, creator.id);
  const [cover, logo, banner] = [
    await addPicture(db, storage, creator.id, "Academy cover", await DEMO_PICTURES.cover()),
    await addPicture(db, storage, creator.id, "Academy logo", await DEMO_PICTURES.logo()),
    await addPicture(db, storage, creator.id, "Bundle banner", await DEMO_PICTURES.banner()),
  ];
  const created = await createHub(db, creator, DEMO_HUB_NAME);
  const hub = await updateHub(db, created, {
    description:
      "<p>Short, practical courses on building interactive courses with Coursewright: start with the free tour, " +
      "then learn to write questions that really check understanding.</p>",
    logo_media_id: logo.id,
    cover_media_id: cover.id,
    visibility: "public",
    published: true,
    seo_description: "Free and paid courses on building interactive online courses with Coursewright.",
  });
  const category = await createLabel(db, "categories", creator.id, "Getting started");
  const beginner = await createLabel(db, "tags", creator.id, "Beginner");
  const quizzes = await createLabel(db, "tags", creator.id, "Quizzes");
  await putHubCourses(db, hub, {
    courses: [
      { course_id: demoCourse.id, featured: true, price: 0, category_ids: [category.id], tag_ids: [beginner.id] },
      { course_id: priced.id, featured: true, price: DEMO_PRICE, category_ids: [category.id], tag_ids: [quizzes.id] },
    ],
  });
  await saveBundle(db, hub, {
    title: "The complete starter kit",
    description: "<p>Both courses together, for less.</p>",
    image_media_id: banner.id,
    course_ids: [demoCourse.id, priced.id],
    price: 1500,
    order: 0,
  });
  const zone = "Europe/Berlin";
  const day = utcToZonedWallTime(new Date(Date.now() + 14 * 86_400_000), zone).slice(0, 10);
  await saveEvent(db, hub, {
    title: "Live Q&A: your first course",
    description: "<p>Bring your questions about building and sharing courses.</p>",
    image_media_id: null,
    starts_at: `${day}T16:00`,
    ends_at: `${day}T17:00`,
    time_zone: zone,
    online_url: "https://meet.example.com/coursewright-demo",
    place: null,
    capacity: 50,
    price: 0,
    booking_deadline: null,
    cancellation_allowed: true,
  });
  // Offline (the built-in test provider), the priced course and the bundle can be bought at once.
  if (!deps.config.stripe.secretKey) await activateTestPayouts(db, creator);
  const base = `/hubs/landing/${hub.id}/${hub.slug}`;
  await saveBanner(db, hub, {
    image_media_id: null,
    title: "Start with the free tour",
    text: "Three pages, two questions, ten minutes.",
    link_kind: "internal",
    link: `${base}/course/${demoCourse.id}`,
    order: 0,
    active_from: null,
    active_to: null,
  });
  await saveBanner(db, hub, {
    image_media_id: banner.id,
    title: "Both courses in one bundle",
    text: "The complete starter kit.",
    link_kind: "internal",
    link: `${base}/bundles`,
    order: 1,
    active_from: null,
    active_to: null,
  });
  return hub;
}
