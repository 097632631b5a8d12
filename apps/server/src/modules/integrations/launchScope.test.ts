import type { RedeemedLaunch } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { expect, it } from "vitest";
import { accessTokens } from "../../db/schema";
import { bearer, forEachDatabase } from "../../test/context";
import { emptySave } from "../builder/testing";
import { buildCourse } from "../courses/testing";
import { fileUpload, samples } from "../media/testing";
import { addShare } from "../shares/testing";
import { buildIntegration, launchFor } from "./testing";

const REDEEM = "/api/integration_launches/redeem";
type Call = Pick<InjectOptions, "method" | "url" | "payload" | "headers">;

forEachDatabase("launches' sign-ins are held to their launch", (t) => {
  const redeemed = async (launch: string): Promise<RedeemedLaunch> => {
    const res = await t.inject({ method: "POST", url: REDEEM, payload: { launch } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  /** A creator with two courses, an API integration and a SCORM package's integration of the first course. */
  const setup = async () => {
    const creator = await t.createUser({ creator: true });
    const mine = await buildCourse(t.db, creator.user.id, { pages: 2, blocksPerPage: 1 });
    const other = await buildCourse(t.db, creator.user.id, { pages: 1 });
    const integration = await buildIntegration(t.db, creator.user.id);
    const scorm = await buildIntegration(t.db, creator.user.id, {
      kind: "scorm",
      client_id: null,
      secret_hash: null,
      course_id: mine.course.id,
      scorm_version: "2004",
    });
    return { creator, mine, other, integration, scorm };
  };
  const call = (token: string, options: Call) =>
    t.inject({ ...options, headers: { ...bearer(token), ...(options.headers ?? {}) } });
  /** Every call answers 403 launch_scope. */
  const refused = async (token: string, calls: Call[]) => {
    for (const options of calls) {
      const res = await call(token, options);
      expect({ call: `${options.method} ${options.url}`, status: res.statusCode, error: res.json().error }).toEqual({
        call: `${options.method} ${options.url}`,
        status: 403,
        error: "launch_scope",
      });
      expect(res.json().message).toBe(
        "This embedded session only opens the course it was launched for. Sign in to Coursewright to do anything else.",
      );
    }
  };

  it("a builder launch reads, saves and previews its course and uses the media picker, and nothing else", async () => {
    const { creator, mine, other, integration } = await setup();
    const data = await redeemed(
      await launchFor(t.db, { integrationId: integration.id, courseId: mine.course.id, purpose: "builder" }),
    );
    const token = data.access_token;
    const page = mine.pages[0]?.id;
    const upload = fileUpload("photo.png", await samples.png());
    const allowed: [Call, number][] = [
      [{ method: "GET", url: `/api/courses/${mine.course.id}` }, 200],
      [{ method: "GET", url: `/api/course_topics/get/${mine.course.id}` }, 200],
      [{ method: "GET", url: `/api/course_pages/get_full_info/${page}` }, 200],
      [{ method: "POST", url: `/api/course_builder/update_course/${mine.course.id}`, payload: emptySave() }, 200],
      [{ method: "GET", url: `/api/course_player/get_course/${mine.course.id}` }, 200],
      [{ method: "GET", url: `/api/course_player/get_single_page_full_info/${page}` }, 200],
      [{ method: "GET", url: "/api/medialibrary/all" }, 200],
      [{ method: "GET", url: "/api/medialibrary/folders" }, 200],
      [{ method: "POST", url: "/api/medialibrary/folders", payload: { title: "From the LMS", parent_id: null } }, 201],
      [{ method: "POST", url: "/api/medialibrary/upload_file", ...upload }, 201],
      [{ method: "GET", url: "/api/user" }, 200],
    ];
    for (const [options, status] of allowed) {
      const res = await call(token, options);
      expect({ call: `${options.method} ${options.url}`, status: res.statusCode }).toEqual({
        call: `${options.method} ${options.url}`,
        status,
      });
    }
    const other_page = other.pages[0]?.id;
    await refused(token, [
      // The creator's other courses and everything about courses but this one's builder.
      { method: "GET", url: "/api/courses" },
      { method: "POST", url: "/api/courses", payload: { title: "New" } },
      { method: "GET", url: `/api/courses/${other.course.id}` },
      { method: "PUT", url: `/api/courses/${mine.course.id}`, payload: { title: "Renamed" } },
      { method: "DELETE", url: `/api/courses/${mine.course.id}` },
      { method: "POST", url: `/api/courses/${mine.course.id}/duplicate` },
      { method: "GET", url: `/api/course_pages/get_full_info/${other_page}` },
      { method: "POST", url: `/api/course_builder/update_course/${other.course.id}`, payload: emptySave() },
      { method: "GET", url: `/api/course_player/get_course/${other.course.id}` },
      { method: "GET", url: `/api/courses/${mine.course.id}/export/scorm?version=2004` },
      // Learners, integrations, the profile.
      { method: "GET", url: "/api/reports/learners" },
      { method: "GET", url: `/api/reports/users/${creator.user.id}` },
      { method: "POST", url: "/api/integrations", payload: { title: "Mine now", allowed_origins: [] } },
      { method: "POST", url: `/api/integrations/${integration.id}/regenerate_secret` },
      { method: "PUT", url: "/api/profile", payload: { name: "Taken", email: "taken@example.com", userway_status: 0 } },
      // The library beyond what the picker offers.
      { method: "DELETE", url: "/api/medialibrary/items", payload: { folders: [], files: [1], embed_videos: [] } },
      { method: "GET", url: "/api/themes" },
      { method: "GET", url: `/api/course_shares?course_id=${mine.course.id}` },
    ]);
    // The creator's own sign-in is untouched.
    expect((await call(creator.token, { method: "GET", url: "/api/courses" })).statusCode).toBe(200);
  });

  it("a player launch plays its course as its integration user, and nothing else", async () => {
    const { creator, mine, other, integration } = await setup();
    const data = await redeemed(await launchFor(t.db, { integrationId: integration.id, courseId: mine.course.id }));
    const token = data.access_token;
    const progress = await call(token, {
      method: "GET",
      url: `/api/course_player/get_progress/${mine.course.id}?share_id=${data.share_id}`,
    });
    expect(progress.statusCode).toBe(200);
    const me = await call(token, { method: "GET", url: "/api/user" });
    expect(me.json().data.name).toBe("lms-user-1");
    const publicShare = await addShare(t, other.course.id, creator.user.id, "public");
    await refused(token, [
      { method: "GET", url: `/api/course_player/get_course/${other.course.id}?share_id=${publicShare.id}` },
      { method: "GET", url: `/api/course_player/get_progress/${other.course.id}?share_id=${publicShare.id}` },
      {
        method: "PUT",
        url: "/api/profile",
        payload: { name: "Someone", email: "someone@example.com", userway_status: 0 },
      },
      { method: "DELETE", url: "/api/profile/avatar" },
      { method: "GET", url: "/api/course_player/upcoming" },
      { method: "POST", url: "/api/support/send_message", payload: { subject: "Hi", message: "Hello" } },
      { method: "GET", url: `/api/course_shares/${publicShare.id}/initial` },
      { method: "POST", url: "/api/validate_email/resend" },
      // Not even the builder's reads of its own course.
      { method: "GET", url: `/api/courses/${mine.course.id}` },
    ]);
  });

  it("a SCORM package's launch plays its course only, marked as a SCORM sign-in", async () => {
    const { mine, other, scorm } = await setup();
    const data = await redeemed(
      await launchFor(t.db, { integrationId: scorm.id, courseId: mine.course.id, exp: null, integrationUserId: null }),
    );
    const [row] = await t.db
      .select({ kind: accessTokens.launch_kind, course: accessTokens.launch_course_id })
      .from(accessTokens)
      .where(eq(accessTokens.integration_id, scorm.id));
    expect(row).toEqual({ kind: "scorm", course: mine.course.id });
    const course = await call(data.access_token, {
      method: "GET",
      url: `/api/course_player/get_course/${mine.course.id}?share_id=${data.share_id}`,
    });
    expect(course.statusCode).toBe(200);
    await refused(data.access_token, [
      { method: "GET", url: `/api/course_player/get_course/${other.course.id}` },
      { method: "GET", url: "/api/course_player/completed" },
    ]);
  });
});

forEachDatabase(
  "POST /api/integration_launches/redeem rate limit",
  (t) => {
    it("answers 429 after RATE_LIMIT_LAUNCH_MAX redeems from one address in a minute, also to a valid launch", async () => {
      const creator = await t.createUser({ creator: true });
      const { course } = await buildCourse(t.db, creator.user.id);
      const scorm = await buildIntegration(t.db, creator.user.id, {
        kind: "scorm",
        client_id: null,
        secret_hash: null,
        course_id: course.id,
        scorm_version: "1.2",
      });
      const launch = await launchFor(t.db, { integrationId: scorm.id, courseId: course.id, exp: null });
      const redeem = (payload: object) => t.inject({ method: "POST", url: REDEEM, payload });
      expect((await redeem({ launch, integration_user_id: "a" })).statusCode).toBe(200);
      expect((await redeem({ launch: "v1.forged" })).statusCode).toBe(401);
      expect((await redeem({ launch, integration_user_id: "b" })).statusCode).toBe(200);
      const limited = await redeem({ launch, integration_user_id: "c" });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toBe("too_many_requests");
    });
  },
  { env: { RATE_LIMIT_LAUNCH_MAX: "3" } },
);
