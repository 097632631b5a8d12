// A known set of learners for the report tests: every figure the tests expect can be worked out from here.
import { BLOCK_TYPE, type BlockTypeCode, type ServerBlockProgress } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import {
  analyticsPageSessions,
  analyticsSessions,
  apiIntegrations,
  courseProgresses,
  courseShares,
  pageBlocks,
  users,
} from "../../db/schema";
import type { TestContext } from "../../test/context";
import { bearer } from "../../test/context";
import { blockValues, buildCourse } from "../courses/testing";
import { fileUpload } from "../media/testing";
import { newShareId } from "../shares/service";
import { addShare } from "../shares/testing";

const at = (day: string, time = "10:00:00") => new Date(`2026-03-${day}T${time}Z`);

/** A stored answer as the server keeps it after judging. */
function answered(blockId: number, correct: boolean, answerText: string, answerValue: unknown = answerText) {
  return {
    block_id: blockId,
    completed: true,
    correct,
    user_answer: answerValue,
    position: {
      type: "choice",
      text: "",
      answerText,
      correctAnswerText: "Yes",
      answerValue,
      correct,
      countsIsScore: true,
    },
  } as ServerBlockProgress;
}

const page = (page_id: number, completed: boolean) => ({ page_id, completed, finish_limit: null });

interface SessionSpec {
  userId: number;
  shareId: string;
  courseId: number;
  day: string;
  city: string;
  browser: string;
  os: string;
  /** [page id, seconds] in the order played. */
  pages: [number, number][];
}

async function addSession(t: TestContext, spec: SessionSpec) {
  const start = at(spec.day);
  const [session] = await t.db
    .insert(analyticsSessions)
    .values({
      share_id: spec.shareId,
      course_id: spec.courseId,
      user_id: spec.userId,
      ip: "127.0.0.1",
      city: spec.city,
      browser: spec.browser,
      os: spec.os,
      started_at: start,
      ended_at: new Date(start.getTime() + spec.pages.reduce((sum, [, s]) => sum + s, 0) * 1000),
      // As recordSession sums them.
      page_seconds: spec.pages.reduce((sum, [, s]) => sum + s, 0),
    })
    .returning();
  if (!session) throw new Error("no session");
  let clock = start.getTime();
  for (const [pageId, seconds] of spec.pages) {
    await t.db.insert(analyticsPageSessions).values({
      session_id: session.id,
      course_id: spec.courseId,
      page_id: pageId,
      started_at: new Date(clock),
      ended_at: new Date(clock + seconds * 1000),
    });
    clock += seconds * 1000;
  }
}

/**
 * One creator's course "Safety" (pages P1..P3: a true/false question, a single choice, an audio answer) with an
 * e-mail share and an integration share, played in March 2026 by:
 * - Ann: completed, passed, 100; all three right (the audio answer recorded); 60 + 120 + 30 s.
 * - Bob: completed, failed, 50; P1 right, P2 wrong; 30 + 30 s. Seen P1, P2.
 * - "=Cid" (a name a spreadsheet would run): on P2, P1 answered wrong; no sessions.
 * - lms-42, an integration learner of "Moodle": on P1 (not completed); 90 s on P1.
 * - Dan: completed in January, outside the March period.
 * Another creator's course has a learner too, counted nowhere here.
 */
export async function seedReport(t: TestContext) {
  const creator = await t.createUser({ creator: true, name: "Creator" });
  const built = await buildCourse(t.db, creator.user.id, { title: "Safety", pages: 3 });
  const [p1, p2, p3] = built.pages.map((p) => p.id) as [number, number, number];
  const blockOf = async (pageId: number, type: BlockTypeCode, text: string) => {
    const [block] = await t.db
      .insert(pageBlocks)
      .values({ ...blockValues(built.course.id, pageId, 0, type), text })
      .returning();
    if (!block) throw new Error("no block");
    return block.id;
  };
  const b1 = await blockOf(p1, BLOCK_TYPE.QUIZ_TRUE_FALSE, "<p>Is the sky blue?</p>");
  const b2 = await blockOf(p2, BLOCK_TYPE.QUIZ_SINGLE_CHOICE, "<p>Pick the exit</p>");
  const b3 = await blockOf(p3, BLOCK_TYPE.QUIZ_AUDIO_ANSWER, "<p>Say hello</p>");

  const ann = await t.createUser({ name: "Ann" });
  const bob = await t.createUser({ name: "Bob" });
  const cid = await t.createUser({ name: "=Cid" });
  const dan = await t.createUser({ name: "Dan" });
  const share = await addShare(t, built.course.id, creator.user.id, "email", [
    ann.user.email,
    bob.user.email,
    cid.user.email,
    dan.user.email,
  ]);

  const [integration] = await t.db
    .insert(apiIntegrations)
    .values({ user_id: creator.user.id, kind: "api", title: "Moodle", client_id: newShareId(), secret_hash: "x" })
    .returning();
  if (!integration) throw new Error("no integration");
  const [integrationShare] = await t.db
    .insert(courseShares)
    .values({
      id: newShareId(),
      course_id: built.course.id,
      user_id: creator.user.id,
      kind: "integration",
      integration_id: integration.id,
    })
    .returning();
  if (!integrationShare) throw new Error("no integration share");
  const lms = await t.createUser({ name: "lms-42", email: `i${integration.id}-abc@integrations.invalid` });
  await t.db
    .update(users)
    .set({ integration_id: integration.id, integration_user_id: "lms-42" })
    .where(eq(users.id, lms.user.id));

  // Ann records her audio answer through the player's own upload, so the report's URL plays a real file.
  const webm = Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]),
    Buffer.alloc(2000, 7),
  ]);
  const body = fileUpload("blob", webm);
  const uploaded = await t.inject({
    method: "POST",
    url: `/api/course_player/upload_answer_file?block_id=${b3}&share_id=${share.id}`,
    headers: { ...bearer(ann.token), ...body.headers },
    payload: body.payload,
  });
  if (uploaded.statusCode !== 201) throw new Error(`upload failed: ${uploaded.body}`);
  const recording: number = uploaded.json().data.media_id;
  const audioAnswer: ServerBlockProgress = {
    block_id: b3,
    completed: true,
    correct: true,
    user_answer: recording,
    position: {
      type: "other",
      text: "Say hello",
      answerText: String(recording),
      correctAnswerText: "",
      answerValue: { media_id: recording },
      correct: true,
      countsIsScore: false,
    },
  };

  const progress = (values: Partial<typeof courseProgresses.$inferInsert> & { user_id: number }) =>
    t.db
      .insert(courseProgresses)
      .values({ share_id: share.id, course_id: built.course.id, ...values })
      .returning()
      .then(([row]) => row);
  await progress({
    user_id: ann.user.id,
    current_page_id: p3,
    completed: true,
    passed: true,
    pass_percent: 100,
    pages_progresses: [page(p1, true), page(p2, true), page(p3, true)],
    blocks_progresses: [answered(b1, true, "True"), answered(b2, true, "Exit A"), audioAnswer],
    created_at: at("02"),
    updated_at: at("05"),
    completed_at: at("05"),
  });
  await progress({
    user_id: bob.user.id,
    current_page_id: p2,
    completed: true,
    passed: false,
    pass_percent: 50,
    current_attempt_number: 1,
    pages_progresses: [page(p1, true), page(p2, true)],
    blocks_progresses: [answered(b1, true, "True"), answered(b2, false, "Exit B")],
    created_at: at("03"),
    updated_at: at("05", "12:00:00"),
    completed_at: at("05", "12:00:00"),
  });
  await progress({
    user_id: cid.user.id,
    current_page_id: p2,
    pages_progresses: [page(p1, true), page(p2, false)],
    blocks_progresses: [answered(b1, false, "=1+1")],
    created_at: at("04"),
    updated_at: at("04", "11:00:00"),
  });
  await progress({
    user_id: lms.user.id,
    share_id: integrationShare.id,
    current_page_id: p1,
    pages_progresses: [page(p1, false)],
    created_at: at("06"),
    updated_at: at("06", "11:00:00"),
  });
  await progress({
    user_id: dan.user.id,
    current_page_id: p3,
    completed: true,
    pass_percent: 0,
    passed: false,
    created_at: new Date("2026-01-10T10:00:00Z"),
    updated_at: new Date("2026-01-11T10:00:00Z"),
    completed_at: new Date("2026-01-11T10:00:00Z"),
  });

  const base = { courseId: built.course.id, shareId: share.id };
  await addSession(t, {
    ...base,
    userId: ann.user.id,
    day: "02",
    city: "Berlin",
    browser: "Chrome",
    os: "Linux",
    pages: [
      [p1, 60],
      [p2, 120],
      [p3, 30],
    ],
  });
  await addSession(t, {
    ...base,
    userId: bob.user.id,
    day: "03",
    city: "Paris",
    browser: "Firefox",
    os: "Windows",
    pages: [
      [p1, 30],
      [p2, 30],
    ],
  });
  await addSession(t, {
    ...base,
    shareId: integrationShare.id,
    userId: lms.user.id,
    day: "06",
    city: "Berlin",
    browser: "Chrome",
    os: "Windows",
    pages: [[p1, 90]],
  });
  // Dan's January session lies outside the period.
  await addSession(t, {
    ...base,
    userId: dan.user.id,
    day: "02",
    city: "Rome",
    browser: "Safari",
    os: "macOS",
    pages: [[p1, 999]],
  });
  await t.db
    .update(analyticsSessions)
    .set({ started_at: new Date("2026-01-10T10:00:00Z") })
    .where(eq(analyticsSessions.user_id, dan.user.id));

  // Another creator's learner, in the same period: never counted in the first creator's reports.
  const other = await t.createUser({ creator: true });
  const otherCourse = await buildCourse(t.db, other.user.id, { title: "Theirs", pages: 1 });
  const otherShare = await addShare(t, otherCourse.course.id, other.user.id, "public");
  await t.db.insert(courseProgresses).values({
    share_id: otherShare.id,
    course_id: otherCourse.course.id,
    user_id: ann.user.id,
    completed: true,
    created_at: at("02"),
    updated_at: at("03"),
    completed_at: at("03"),
  });
  await addSession(t, {
    courseId: otherCourse.course.id,
    shareId: otherShare.id,
    userId: ann.user.id,
    day: "02",
    city: "Oslo",
    browser: "Edge",
    os: "Windows",
    pages: [[otherCourse.pages[0]?.id ?? 0, 500]],
  });

  return {
    creator,
    other,
    course: built.course,
    otherCourse: otherCourse.course,
    otherShare,
    pages: { p1, p2, p3 },
    blocks: { b1, b2, b3 },
    share,
    integration,
    integrationShare,
    learners: { ann, bob, cid, dan, lms },
    recording,
  };
}

export const MARCH = "from=2026-03-01&to=2026-03-31";
