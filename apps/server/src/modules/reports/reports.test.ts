import { BLOCK_TYPE, type ServerBlockProgress } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { apiIntegrations, courseProgressAttempts, courseProgresses, pageBlocks } from "../../db/schema";
import { bearer, forEachDatabase } from "../../test/context";
import { blockValues, buildCourse } from "../courses/testing";
import { launcherConfigOf, readZip } from "../export/testing";
import { newShareId } from "../shares/service";
import { addShare } from "../shares/testing";
import type { CourseBreakdown, Environment, LearnerDetails, LearnerRow, Summary } from "./schemas";
import { MARCH, seedReport } from "./testing";

forEachDatabase("reports API", (t) => {
  const get = (url: string, token?: string) => t.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
  let seeded: Awaited<ReturnType<typeof seedReport>>;
  const seed = async () => {
    seeded ??= await seedReport(t);
    return seeded;
  };

  describe("GET /api/reports/main", () => {
    it("counts the creator's learners of the period: started, completed, passed, failed, score and time", async () => {
      const { creator } = await seed();
      const res = await get(`/api/reports/main?${MARCH}`, creator.token);
      expect(res.statusCode).toBe(200);
      const { data }: { data: Summary } = res.json();
      expect(data.period).toEqual({ from: "2026-03-01", to: "2026-03-31" });
      expect(data.totals).toEqual({
        started: 4,
        learners: 4,
        completed: 2,
        passed: 1,
        failed: 1,
        in_progress: 2,
        average_score: 75,
        // Ann 210 s, Bob 60 s, lms-42 90 s: 360 s over three learner-and-course pairs.
        average_time_seconds: 120,
      });
      expect(data.completions).toHaveLength(31);
      const day = (d: string) => data.completions.find((point) => point.date === `2026-03-${d}`);
      expect([day("01"), day("02"), day("03"), day("04"), day("05"), day("06")]).toEqual([
        { date: "2026-03-01", started: 0, completed: 0 },
        { date: "2026-03-02", started: 1, completed: 0 },
        { date: "2026-03-03", started: 1, completed: 0 },
        { date: "2026-03-04", started: 1, completed: 0 },
        { date: "2026-03-05", started: 0, completed: 2 },
        { date: "2026-03-06", started: 1, completed: 0 },
      ]);
      expect(data.completions.reduce((sum, point) => sum + point.completed, 0)).toBe(2);
    });

    it("narrows to a share, an integration, a course and a shorter period", async () => {
      const { creator, share, integration, course } = await seed();
      const totals = async (query: string) =>
        ((await get(`/api/reports/main?${query}`, creator.token)).json() as { data: Summary }).data.totals;
      expect(await totals(`${MARCH}&share_id=${share.id}`)).toMatchObject({ started: 3, completed: 2 });
      expect(await totals(`${MARCH}&integration_id=${integration.id}`)).toEqual({
        started: 1,
        learners: 1,
        completed: 0,
        passed: 0,
        failed: 0,
        in_progress: 1,
        average_score: null,
        average_time_seconds: 90,
      });
      expect(await totals(`${MARCH}&course_id=${course.id}`)).toMatchObject({ started: 4 });
      // 1-3 March: Ann and Bob had begun; Cid (4th) and lms-42 (6th) had not.
      expect(await totals("from=2026-03-01&to=2026-03-03")).toMatchObject({ started: 2, completed: 2 });
      expect(await totals("from=2026-01-01&to=2026-01-31")).toMatchObject({ started: 1, failed: 1, average_score: 0 });
    });

    it("covers the 30 days ending today without dates (the seed lies in the past: nothing counted)", async () => {
      const { creator } = await seed();
      const { data }: { data: Summary } = (await get("/api/reports/main", creator.token)).json();
      expect(data.completions).toHaveLength(30);
      expect(data.period.to).toBe(new Date().toISOString().slice(0, 10));
      expect(data.totals).toMatchObject({ started: 0, completed: 0, average_score: null, average_time_seconds: null });
    });

    it("shows another creator only their own learners", async () => {
      const { other } = await seed();
      const { data }: { data: Summary } = (await get(`/api/reports/main?${MARCH}`, other.token)).json();
      expect(data.totals).toMatchObject({ started: 1, learners: 1, completed: 1 });
      expect(data.totals.average_time_seconds).toBe(500);
    });

    it("refuses learners (403), guests (401) and bad filters (422)", async () => {
      const { learners } = await seed();
      expect((await get(`/api/reports/main?${MARCH}`, learners.ann.token)).statusCode).toBe(403);
      expect((await get(`/api/reports/main?${MARCH}`)).statusCode).toBe(401);
      const { creator } = seeded;
      for (const query of [
        "from=2026-02-30",
        "from=03/01/2026",
        "from=2026-03-10&to=2026-03-01",
        "from=2024-01-01&to=2026-01-01",
        "course_id=abc",
        "share_id=x",
      ]) {
        const res = await get(`/api/reports/main?${query}`, creator.token);
        expect(res.statusCode, query).toBe(422);
        expect(res.json().errors, query).toBeTypeOf("object");
      }
    });
  });

  describe("GET /api/reports/courses/:courseId", () => {
    it("gives per page drop-off and time, and per question the share answering right", async () => {
      const { creator, course, pages, blocks } = await seed();
      const res = await get(`/api/reports/courses/${course.id}?${MARCH}`, creator.token);
      expect(res.statusCode).toBe(200);
      const { data }: { data: CourseBreakdown } = res.json();
      expect(data.course).toEqual({ id: course.id, title: "Safety" });
      expect(data.pages).toEqual([
        {
          page_id: pages.p1,
          title: "Page 1",
          position: 1,
          viewed: 4,
          completed: 3,
          stopped_here: 1,
          average_seconds: 60,
        },
        {
          page_id: pages.p2,
          title: "Page 2",
          position: 2,
          viewed: 3,
          completed: 2,
          stopped_here: 1,
          average_seconds: 75,
        },
        {
          page_id: pages.p3,
          title: "Page 3",
          position: 3,
          viewed: 1,
          completed: 1,
          stopped_here: 0,
          average_seconds: 30,
        },
      ]);
      expect(data.questions).toEqual([
        {
          block_id: blocks.b1,
          page_id: pages.p1,
          page_title: "Page 1",
          type: "quiz_true_false",
          question: "Is the sky blue?",
          answered: 3,
          right: 2,
          right_share: 0.667,
        },
        {
          block_id: blocks.b2,
          page_id: pages.p2,
          page_title: "Page 2",
          type: "quiz_single_choice",
          question: "Pick the exit",
          answered: 2,
          right: 1,
          right_share: 0.5,
        },
        {
          block_id: blocks.b3,
          page_id: pages.p3,
          page_title: "Page 3",
          type: "quiz_audio_answer",
          question: "Say hello",
          answered: 1,
          right: null,
          right_share: null,
        },
      ]);
    });

    it("answers 403 for another creator's course and 404 for none", async () => {
      const { other, course } = await seed();
      expect((await get(`/api/reports/courses/${course.id}?${MARCH}`, other.token)).statusCode).toBe(403);
      expect((await get(`/api/reports/courses/2147483000?${MARCH}`, other.token)).statusCode).toBe(404);
    });
  });

  describe("GET /api/reports/learners", () => {
    it("lists one row per learner and share, integration learners by their user id, sorted and paged", async () => {
      const { creator, learners, integration } = await seed();
      const res = await get(`/api/reports/learners?${MARCH}&sort=learner&direction=asc`, creator.token);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const rows: LearnerRow[] = body.data;
      expect(rows.map((row) => [row.name, row.status, row.score, row.attempt, row.time_seconds])).toEqual([
        ["=Cid", "in_progress", null, 1, 0],
        ["Ann", "passed", 100, 1, 210],
        ["Bob", "failed", 50, 2, 60],
        ["lms-42", "in_progress", null, 1, 90],
      ]);
      expect(rows[3]).toMatchObject({
        user_id: learners.lms.user.id,
        email: null,
        integration_user_id: "lms-42",
        integration_title: integration.title,
        learner_source: "lms",
      });
      expect(rows[1]).toMatchObject({
        email: learners.ann.user.email,
        completed_at: "2026-03-05T10:00:00.000Z",
        learner_source: "account",
      });
      expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 25, total: 4 });

      const byScore: LearnerRow[] = (
        await get(`/api/reports/learners?${MARCH}&sort=score&direction=desc`, creator.token)
      ).json().data;
      expect(byScore.map((row) => row.name).slice(0, 2)).toEqual(["Ann", "Bob"]);
      const byStatus: LearnerRow[] = (
        await get(`/api/reports/learners?${MARCH}&sort=status&direction=asc`, creator.token)
      ).json().data;
      expect(byStatus.map((row) => row.status)).toEqual(["in_progress", "in_progress", "failed", "passed"]);
      const past = (await get(`/api/reports/learners?${MARCH}&page=3`, creator.token)).json();
      expect(past.data).toEqual([]);
      expect(past.meta.total).toBe(4);
      expect((await get(`/api/reports/learners?${MARCH}&sort=time`, creator.token)).statusCode).toBe(422);
    });
  });

  describe("GET /api/reports/environment", () => {
    it("counts sessions per location, browser and system", async () => {
      const { creator } = await seed();
      const { data }: { data: Environment } = (await get(`/api/reports/environment?${MARCH}`, creator.token)).json();
      expect(data).toEqual({
        locations: [
          { name: "Berlin", sessions: 2 },
          { name: "Paris", sessions: 1 },
        ],
        browsers: [
          { name: "Chrome", sessions: 2 },
          { name: "Firefox", sessions: 1 },
        ],
        systems: [
          { name: "Windows", sessions: 2 },
          { name: "Linux", sessions: 1 },
        ],
      });
    });
  });

  describe("GET /api/reports/users/:userId", () => {
    it("shows a learner's attempt, score, time per page and answers, the audio answer playable", async () => {
      const { creator, learners, course, pages, blocks, recording } = await seed();
      const res = await get(`/api/reports/users/${learners.ann.user.id}`, creator.token);
      expect(res.statusCode).toBe(200);
      const { data }: { data: LearnerDetails } = res.json();
      expect(data.user).toEqual({
        id: learners.ann.user.id,
        name: "Ann",
        email: learners.ann.user.email,
        integration_user_id: null,
        integration_title: null,
        learner_source: "account",
      });
      expect(data.courses).toHaveLength(1);
      const [safety] = data.courses;
      expect(safety).toMatchObject({
        course_id: course.id,
        course_title: "Safety",
        attempt: 1,
        status: "passed",
        score: 100,
        min_pass_percent: 100,
        time_seconds: 210,
      });
      expect(safety?.pages.map((p) => [p.page_id, p.seconds, p.visits, p.completed])).toEqual([
        [pages.p1, 60, 1, true],
        [pages.p2, 120, 1, true],
        [pages.p3, 30, 1, true],
      ]);
      expect(safety?.answers.map((a) => [a.block_id, a.type, a.answer_text, a.correct])).toEqual([
        [blocks.b1, "quiz_true_false", "True", true],
        [blocks.b2, "quiz_single_choice", "Exit A", true],
        [blocks.b3, "quiz_audio_answer", "", null],
      ]);
      const file = safety?.answers[2]?.file;
      expect(file).toMatchObject({ kind: "audio", mime_type: "audio/webm" });
      expect(file?.url).toMatch(new RegExp(`^/api/course_player/answer_files/${recording}\\?exp=\\d+&sig=`));
      // The signed URL plays without the bearer token, as an <audio> src would fetch it.
      const played = await get(file?.url ?? "");
      expect(played.statusCode).toBe(200);
      expect(played.headers["content-type"]).toMatch(/^audio\/webm/);
    });

    it("names an integration learner by their integration user id and marks wrong answers", async () => {
      const { creator, learners } = await seed();
      const lms: LearnerDetails = (await get(`/api/reports/users/${learners.lms.user.id}`, creator.token)).json().data;
      expect(lms.user).toMatchObject({
        name: "lms-42",
        email: null,
        integration_title: "Moodle",
        learner_source: "lms",
      });
      expect(lms.courses[0]).toMatchObject({ status: "in_progress", score: null, time_seconds: 90 });
      const cid: LearnerDetails = (await get(`/api/reports/users/${learners.cid.user.id}`, creator.token)).json().data;
      expect(cid.courses[0]?.answers.map((a) => [a.answer_text, a.correct])).toEqual([["=1+1", false]]);
      // Cid's sessions never arrived (a killed tab): the completed page still counts the visit it took.
      expect(cid.courses[0]?.pages.map((p) => [p.completed, p.visits, p.seconds])).toEqual([
        [true, 1, 0],
        [false, 0, 0],
        [false, 0, 0],
      ]);
    });

    it("marks a learner whose progress a SCORM package reported as reported by the LMS package", async () => {
      const creator = await t.createUser({ creator: true });
      const built = await buildCourse(t.db, creator.user.id, { title: "Packaged", pages: 1 });
      const exported = await get(`/api/courses/${built.course.id}/export/scorm?version=1.2`, creator.token);
      expect(exported.statusCode).toBe(200);
      const page = (await readZip(exported.rawPayload)).get("index.html")?.toString("utf8") ?? "";
      const { launch } = launcherConfigOf(page) as { launch: string };
      const redeemed = await t.inject({
        method: "POST",
        url: "/api/integration_launches/redeem",
        payload: { launch, integration_user_id: "lms-learner-9" },
      });
      expect(redeemed.statusCode, redeemed.body).toBe(200);
      const { access_token, share_id } = redeemed.json().data;
      const progress = await get(
        `/api/course_player/get_progress/${built.course.id}?share_id=${share_id}`,
        access_token,
      );
      expect(progress.statusCode).toBe(200);
      const today = new Date().toISOString().slice(0, 10);
      const rows: LearnerRow[] = (
        await get(`/api/reports/learners?from=${today}&to=${today}&course_id=${built.course.id}`, creator.token)
      ).json().data;
      expect(rows).toEqual([
        expect.objectContaining({ name: "lms-learner-9", email: null, learner_source: "scorm_package" }),
      ]);
      const details: LearnerDetails = (await get(`/api/reports/users/${rows[0]?.user_id}`, creator.token)).json().data;
      expect(details.user).toMatchObject({ name: "lms-learner-9", learner_source: "scorm_package" });
    });

    it("shows an open answer's text, unjudged, and a video answer whose file is another course's as missing", async () => {
      const creator = await t.createUser({ creator: true });
      const learner = await t.createUser({ name: "Olga" });
      const built = await buildCourse(t.db, creator.user.id, { title: "Essays", pages: 1 });
      const pageId = built.pages[0]?.id ?? 0;
      const [open, video] = await t.db
        .insert(pageBlocks)
        .values([
          { ...blockValues(built.course.id, pageId, 0, BLOCK_TYPE.QUIZ_OPEN_ANSWER), text: "<p>Why?</p>" },
          { ...blockValues(built.course.id, pageId, 1, BLOCK_TYPE.QUIZ_VIDEO_ANSWER), text: "<p>Show us</p>" },
        ])
        .returning();
      const share = await addShare(t, built.course.id, creator.user.id, "public");
      const position = (answerText: string, answerValue: ServerBlockProgress["user_answer"]) => ({
        type: "long-fill-in",
        text: "",
        answerText,
        correctAnswerText: "",
        answerValue,
        correct: true,
        countsIsScore: false,
      });
      await t.db.insert(courseProgresses).values({
        share_id: share.id,
        course_id: built.course.id,
        user_id: learner.user.id,
        blocks_progresses: [
          {
            block_id: open?.id ?? 0,
            completed: true,
            correct: true,
            user_answer: "Because, = 2",
            position: position("Because, = 2", "Because, = 2"),
          },
          // A recording id that is not this learner's file in this course: no URL is signed for it.
          {
            block_id: video?.id ?? 0,
            completed: true,
            correct: true,
            user_answer: 999999,
            position: position("999999", { media_id: 999999 }),
          },
        ],
      });
      const { data }: { data: LearnerDetails } = (
        await get(`/api/reports/users/${learner.user.id}`, creator.token)
      ).json();
      expect(data.courses[0]?.answers).toEqual([
        expect.objectContaining({
          question: "Why?",
          type: "quiz_open_answer",
          answer_text: "Because, = 2",
          correct: null,
          file: null,
        }),
        expect.objectContaining({
          question: "Show us",
          type: "quiz_video_answer",
          answer_text: "",
          correct: null,
          file: null,
        }),
      ]);
    });

    it("answers 404 to another creator, 403 to a learner and 401 to a guest", async () => {
      const { other, learners } = await seed();
      // Ann is the other creator's learner too, but only in their course.
      const theirs: LearnerDetails = (await get(`/api/reports/users/${learners.ann.user.id}`, other.token)).json().data;
      expect(theirs.courses.map((c) => c.course_title)).toEqual(["Theirs"]);
      expect((await get(`/api/reports/users/${learners.bob.user.id}`, other.token)).statusCode).toBe(404);
      expect((await get(`/api/reports/users/${learners.bob.user.id}`, learners.ann.token)).statusCode).toBe(403);
      expect((await get(`/api/reports/users/${learners.bob.user.id}`)).statusCode).toBe(401);
    });
  });

  describe("GET /api/reports/export/:table", () => {
    it("writes the learners table as CSV with formulas disarmed", async () => {
      const { creator } = await seed();
      const res = await get(`/api/reports/export/learners?${MARCH}&sort=learner&direction=asc`, creator.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(res.headers["content-disposition"]).toBe(
        'attachment; filename="report-learners-2026-03-01-2026-03-31.csv"',
      );
      const lines = res.body
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
      expect(lines[0]).toBe(
        "learner,email,integration,course,share_id,attempt,status,score,time_seconds,started_at,last_activity_at,completed_at,learner_source",
      );
      expect(lines).toHaveLength(5);
      expect(lines[1]?.startsWith("'=Cid,")).toBe(true);
      expect(lines[4]).toMatch(/^lms-42,,Moodle,Safety,.*,lms$/);
      expect(lines[2]).toMatch(/^Ann,.*,account$/);
    });

    it("writes pages, questions, completions and environment; pages without a course is 422", async () => {
      const { creator, course } = await seed();
      const csv = async (path: string) =>
        (await get(`/api/reports/export/${path}`, creator.token)).body.replace(/^\uFEFF/, "").split("\r\n");
      expect((await csv(`pages?${MARCH}&course_id=${course.id}`)).slice(0, 2)).toEqual([
        "position,page,viewed,completed,stopped_here,average_seconds",
        "1,Page 1,4,3,1,60",
      ]);
      expect((await csv(`questions?${MARCH}&course_id=${course.id}`))[1]).toBe(
        "Page 1,Is the sky blue?,quiz_true_false,3,2,0.667",
      );
      expect((await csv(`completions?${MARCH}`))[5]).toBe("2026-03-05,0,2");
      expect((await csv(`environment?${MARCH}`))[1]).toBe("location,Berlin,2");
      expect((await get(`/api/reports/export/pages?${MARCH}`, creator.token)).statusCode).toBe(422);
      expect((await get(`/api/reports/export/secrets?${MARCH}`, creator.token)).statusCode).toBe(422);
      expect((await get(`/api/reports/export/learners?${MARCH}`)).statusCode).toBe(401);
    });
  });

  describe("filters naming another creator's course, share or integration", () => {
    const routes = [
      "/api/reports/main",
      "/api/reports/learners",
      "/api/reports/environment",
      "/api/reports/export/learners",
      "/api/reports/export/completions",
      "/api/reports/export/pages",
      "/api/reports/export/questions",
      "/api/reports/export/environment",
    ];

    it("answer 403 on every report, like every other route, and 404 for ids that do not exist", async () => {
      const { creator, otherCourse, otherShare, other } = await seed();
      const [otherIntegration] = await t.db
        .insert(apiIntegrations)
        .values({ user_id: other.user.id, kind: "api", title: "Theirs", client_id: newShareId(), secret_hash: "x" })
        .returning();
      const foreign = [
        `course_id=${otherCourse.id}`,
        `share_id=${otherShare.id}`,
        `integration_id=${otherIntegration?.id}`,
      ];
      const missing = ["course_id=2147483000", `share_id=${newShareId()}`, "integration_id=2147483000"];
      for (const route of routes) {
        for (const filter of foreign) {
          const res = await get(`${route}?${MARCH}&${filter}`, creator.token);
          expect(res.statusCode, `${route} ${filter}`).toBe(403);
          expect(res.json().error).toBe("forbidden");
        }
        for (const filter of missing) {
          expect((await get(`${route}?${MARCH}&${filter}`, creator.token)).statusCode, `${route} ${filter}`).toBe(404);
        }
      }
      // The breakdown's course is the path's; its share and integration filters are checked the same way.
      const { course } = seeded;
      for (const filter of foreign.slice(1)) {
        const res = await get(`/api/reports/courses/${course.id}?${MARCH}&${filter}`, creator.token);
        expect(res.statusCode, filter).toBe(403);
      }
      // The other creator reads their own.
      for (const filter of foreign) {
        expect((await get(`/api/reports/main?${MARCH}&${filter}`, other.token)).statusCode, filter).toBe(200);
      }
    });

    it("still answer the creator's own filters", async () => {
      const { creator, course, share, integration } = await seed();
      for (const route of routes) {
        const query = `${MARCH}&course_id=${course.id}&share_id=${share.id}&integration_id=${integration.id}`;
        expect((await get(`${route}?${query}`, creator.token)).statusCode, route).toBe(200);
      }
    });
  });

  describe("GET /api/reports/filters", () => {
    it("offers the creator's courses, shares and integrations only", async () => {
      const { creator, course, share, integrationShare, integration } = await seed();
      const { data } = (await get("/api/reports/filters", creator.token)).json();
      expect(data.courses).toEqual([{ id: course.id, title: "Safety" }]);
      expect(data.shares.map((s: { id: string }) => s.id).sort()).toEqual([share.id, integrationShare.id].sort());
      expect(data.integrations).toEqual([{ id: integration.id, title: "Moodle", kind: "api" }]);
    });
  });
  // Last: it adds a session to the shared seed.
  describe("time spent from the player's own beacon", () => {
    it("counts a session recorded by record_course_session (its page seconds summed on the way in)", async () => {
      const { creator, share, pages, learners } = await seed();
      const res = await t.inject({
        method: "POST",
        url: "/api/course_player/record_course_session",
        headers: bearer(learners.cid.token),
        payload: {
          share_id: share.id,
          started_at: "2026-03-04T10:00:00.000Z",
          ended_at: "2026-03-04T10:01:00.000Z",
          page_sessions: [
            { page_id: pages.p1, started_at: "2026-03-04T10:00:00Z", ended_at: "2026-03-04T10:00:25Z" },
            { page_id: pages.p2, started_at: "2026-03-04T10:00:25Z", ended_at: "2026-03-04T10:00:40Z" },
          ],
        },
      });
      expect(res.statusCode).toBe(204);
      const { data }: { data: Summary } = (await get(`/api/reports/main?${MARCH}`, creator.token)).json();
      // Ann 210, Bob 60, lms-42 90 and now Cid 40: 400 s over four pairs.
      expect(data.totals.average_time_seconds).toBe(100);
      const rows: LearnerRow[] = (
        await get(`/api/reports/learners?${MARCH}&sort=learner&direction=asc`, creator.token)
      ).json().data;
      expect(rows[0]).toMatchObject({ name: "=Cid", time_seconds: 40 });
    });
  });

  // Last: it adds a learner to the seeded course (outside every period the tests above read).
  describe("learner details: dealt pages and every attempt", () => {
    it("lists only the pages dealt in each attempt, every kept attempt newest first, and counts those not kept", async () => {
      const { creator, course, share, pages } = await seed();
      const eve = await t.createUser({ name: "Eve" });
      const day = (d: number) => new Date(Date.UTC(2025, 5, d, 10));
      const [row] = await t.db
        .insert(courseProgresses)
        .values({
          share_id: share.id,
          course_id: course.id,
          user_id: eve.user.id,
          current_attempt_number: 2,
          desired_pages_order: [pages.p2, pages.p1],
          pages_progresses: [{ page_id: pages.p2, completed: true, finish_limit: null }],
          created_at: day(1),
          updated_at: day(4),
        })
        .returning();
      const progressId = row?.id as number;
      const details = async () =>
        ((await get(`/api/reports/users/${eve.user.id}`, creator.token)).json().data as LearnerDetails).courses[0];

      const alone = await details();
      expect(alone?.pages.map((page) => [page.page_id, page.completed])).toEqual([
        [pages.p2, true],
        [pages.p1, false],
      ]);
      expect(alone?.past_attempts).toEqual([]);

      // Attempt 2 was kept (attempt 1 ended before attempts were kept).
      await t.db.insert(courseProgressAttempts).values({
        progress_id: progressId,
        attempt_number: 1,
        completed: true,
        passed: false,
        pass_percent: 0,
        desired_pages_order: [pages.p3],
        pages_progresses: [{ page_id: pages.p3, completed: true, finish_limit: null }],
        blocks_progresses: [],
        started_at: day(2),
        ended_at: day(3),
        completed_at: day(3),
      });
      const kept = await details();
      expect(kept).toMatchObject({ attempt: 3, started_at: day(3).toISOString() });
      expect(kept?.past_attempts).toHaveLength(1);
      expect(kept?.past_attempts[0]).toMatchObject({
        attempt: 2,
        status: "failed",
        score: 0,
        started_at: day(2).toISOString(),
        ended_at: day(3).toISOString(),
        answers: [],
      });
      expect(kept?.past_attempts[0]?.pages.map((page) => [page.page_id, page.completed])).toEqual([[pages.p3, true]]);
    });
  });
});
