import { BLOCK_TYPE, type CourseWithContents, type FullPage, type LearnerCourse } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { createOutboxMailer } from "../mail/outboxMailer";
import { bearer, forEachDatabase } from "../test/context";
import { DEMO_COURSE_TITLE, seedDemoCourse } from "./demoCourse";
import { seedDemoAccounts } from "./seed";

forEachDatabase("seedDemoCourse", (t) => {
  const login = async (email: string) => {
    const answer = await t.inject({
      method: "POST",
      url: "/oauth/token",
      payload: { grant_type: "password", username: email, password: "demo-password", client_id: "web" },
    });
    expect(answer.statusCode).toBe(200);
    return String(answer.json().access_token);
  };
  const get = (url: string, token: string) => t.inject({ method: "GET", url, headers: bearer(token) });

  describe("after the demo accounts", () => {
    it("gives the creator a three-page course that the learner finds under Upcoming courses and can play", async () => {
      await seedDemoAccounts(t.db, "demo-password");
      const course = await seedDemoCourse({ db: t.db, mailer: createOutboxMailer(t.db), config: t.config });

      const creator = await login("creator@example.com");
      const owned = (await get("/api/courses", creator)).json().data as { id: number; title: string }[];
      expect(owned.map((c) => c.title)).toEqual([DEMO_COURSE_TITLE]);

      const learner = await login("learner@example.com");
      const upcoming = (await get("/api/course_player/upcoming", learner)).json().data as LearnerCourse[];
      expect(upcoming).toHaveLength(1);
      expect(upcoming[0]).toMatchObject({ state: "not_started", course: { title: DEMO_COURSE_TITLE } });
      const shareId = upcoming[0]?.share_id;
      const [invitation] = await t.outbox("learner@example.com");
      expect(invitation?.text).toContain(`/courseShares/playerInitialPage/${shareId}`);

      const played = await get(`/api/course_player/get_course/${course.id}?share_id=${shareId}`, learner);
      expect(played.statusCode).toBe(200);
      const contents: CourseWithContents = played.json().data;
      expect(contents.topics.map((topic) => topic.title)).toEqual(["The basics", "Wrapping up"]);
      const titleOf = (id: number) => contents.pages.find((p) => p.id === id)?.title;
      expect(contents.pages_order.map(titleOf)).toEqual(["Welcome", "Check what you know", "Well done"]);
      expect(contents.attempts).toBe(3);

      // The questions page: both questions scored, with the app's English texts rather than catalog keys.
      const pageId = contents.pages_order[1];
      const page: FullPage = (
        await get(`/api/course_player/get_single_page_full_info/${pageId}?share_id=${shareId}`, learner)
      ).json().data;
      expect(page.title).toBe("Check what you know");
      const trueFalse = page.page_blocks.find((block) => block.type === BLOCK_TYPE.QUIZ_TRUE_FALSE);
      expect(trueFalse?.settings).toMatchObject({ correct_answer: true, true_label: "True", false_label: "False" });
      const choice = page.page_blocks.find((block) => block.type === BLOCK_TYPE.QUIZ_SINGLE_CHOICE);
      expect(JSON.stringify(choice?.settings)).not.toContain("blocks.quiz.");
    });
  });
});
