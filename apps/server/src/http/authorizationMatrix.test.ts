import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MEDIA_TYPE } from "@coursewright/course-model";
import { beforeAll, expect, it } from "vitest";
import { issueEmailToken } from "../modules/auth/tokens";
import { emptySave } from "../modules/builder/testing";
import { buildCourse } from "../modules/courses/testing";
import { buildIntegration } from "../modules/integrations/testing";
import { fileUpload, insertFolder, insertItems, samples } from "../modules/media/testing";
import { craftZip, manifest12 } from "../modules/scorm/testZips";
import { addShare } from "../modules/shares/testing";
import { buildPageTemplate, EMPTY_PAGE_TEMPLATE } from "../modules/templates/testing";
import { buildTheme } from "../modules/themes/testing";
import {
  buildFixtures,
  type Call,
  type Caller,
  type Entry,
  type Expected,
  type Fixtures,
  ROLES,
  type Status,
} from "../test/authorizationFixtures";
import { bearer, forEachDatabase, TEST_PASSWORD, uniqueEmail } from "../test/context";
import { HUB_ENTRIES } from "../test/hubMatrixEntries";
import { LTI_ENTRIES } from "../test/ltiMatrixEntries";
import { SELLING_ENTRIES } from "../test/sellingMatrixEntries";
import { XAPI_ENTRIES } from "../test/xapiMatrixEntries";

/**
 * The authorisation matrix (issue 15): every route the app registers, called by each kind of caller, with the
 * status each must get. A route registered without an entry here fails the test, so a new route is decided on
 * before it ships. Statuses are in the order of ROLES:
 *   anonymous, learner (invited to the course's e-mail share), another creator, the owner (of every resource),
 *   the owner's builder launch of the course, a player launch of the course (an integration learner).
 * "scope" is 403 launch_scope: a launch's sign-in asking for something outside its launch (http/launchAccess.ts).
 * Request bodies are valid, so the statuses say who may act rather than what is wrong with the body (validation
 * runs before authorisation: an invalid body is 422 for everyone). HEAD routes are called like their GET.
 */
const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE"] as const;
const S = "scope";
const PUBLIC: Expected = [200, 200, 200, 200, 200, 200];
/** The owner's resource, as its builder launch may not touch it. */
const OWNED: Expected = [401, 403, 403, 200, S, S];
/** A creator's own list or addition: every creator has one, launches none. */
const CREATORS: Expected = [401, 403, 200, 200, S, S];
const MEDIA_LIST: Expected = [401, 403, 200, 200, 200, S];
const MEDIA_ADD: Expected = [401, 403, 201, 201, 201, S];
const BUILDER: Expected = [401, 403, 403, 200, 200, S];
const PLAYER_READ: Expected = [401, 200, 403, 200, 200, 200];
const REPORTS: Expected = [401, 403, 200, 200, S, S];
const EXTERNAL: Expected = [401, 401, 401, 200, 401, 401];

const get = (url: string): Call => ({ url });
const body = (url: string, payload: object): Call => ({ url, payload });
const multipart = (url: string, upload: ReturnType<typeof fileUpload>): Call => ({
  url,
  headers: upload.headers,
  payload: upload.payload,
});
/** The share a caller plays through: the player launch's integration share, else the e-mail share. */
const shareOf = (f: Fixtures, c: Caller) => (c.role === "playerLaunch" ? f.playerShare : f.share);
/** The caller's own progress row where it has one, else the learner's. */
const progressOf = (f: Fixtures, c: Caller) => f.progress[c.role] ?? f.progress.learner;
const basic = (f: Fixtures) => ({
  authorization: `Basic ${Buffer.from(`${f.integration.clientId}:${f.integration.secret}`).toString("base64")}`,
});
/** The external API's callers: the owner's system with its credentials, everyone else with their bearer token. */
const external = (f: Fixtures, c: Caller, call: Call): Call =>
  c.role === "owner" ? { ...call, headers: { ...basic(f), ...(call.headers ?? {}) } } : call;
const pathOf = (url: string) => {
  const parsed = new URL(url, "http://app.test");
  return `${parsed.pathname}${parsed.search}`;
};
const ownerId = async (f: Fixtures) => (await f.caller("owner")).user?.id ?? 0;
const freshCourse = async (f: Fixtures) => (await buildCourse(f.t.db, await ownerId(f))).course.id;
const progressBody = (f: Fixtures) => ({
  current_page_id: f.pageIds[0],
  completed: false,
  passed: false,
  pass_percent: 0,
  met_display_conditions: [],
  current_attempt_number: 0,
  desired_pages_order: f.pageIds,
  pages_progresses: [],
  blocks_progresses: [],
});
async function emailToken(f: Fixtures, kind: "verify_email" | "reset_password" | "email_change_undo") {
  const { user } = await f.t.createUser({ verified: false });
  return issueEmailToken(f.t.db, user, kind, 3600);
}
const MEDIA_KINDS = ["images", "videos", "audios", "embed_videos", "others", "scorms", "animations", "all"];

const TABLE: Entry[] = [
  // The API's documentation and the service's own routes.
  { route: "GET /api/docs", call: () => get("/api/docs"), expect: PUBLIC },
  // swagger-ui registers a HEAD of its own for the trailing slash.
  { route: "HEAD /api/docs/", call: () => get("/api/docs/"), expect: PUBLIC },
  // Sent on to the documentation's page.
  {
    route: "GET /api/docs/static/index.html",
    call: () => get("/api/docs/static/index.html"),
    expect: [302, 302, 302, 302, 302, 302],
  },
  {
    route: "GET /api/docs/static/swagger-initializer.js",
    call: () => get("/api/docs/static/swagger-initializer.js"),
    expect: PUBLIC,
  },
  { route: "GET /api/docs/json", call: () => get("/api/docs/json"), expect: PUBLIC },
  { route: "GET /api/docs/yaml", call: () => get("/api/docs/yaml"), expect: PUBLIC },
  { route: "GET /api/docs/static/*", call: () => get("/api/docs/static/swagger-ui.css"), expect: PUBLIC },
  { route: "GET /api/health", call: () => get("/api/health"), expect: PUBLIC },
  { route: "GET /api/translations/messages.json", call: () => get("/api/translations/messages.json"), expect: PUBLIC },
  { route: "GET /api/config", call: () => get("/api/config"), expect: PUBLIC },
  { route: "GET /api/dev/outbox", call: () => get("/api/dev/outbox?to=nobody@example.com"), expect: PUBLIC },
  // Test setups only (EXPOSE_OUTBOX): releasing a kind that was not held changes nothing.
  {
    route: "POST /api/dev/jobs/hold",
    call: () => body("/api/dev/jobs/hold", { name: "media-thumbnail", held: false }),
    expect: [204, 204, 204, 204, 204, 204],
  },
  { route: "GET /files/*", call: (f) => get(f.avatarUrl), expect: PUBLIC },
  { route: "GET /*", call: () => ({ url: "/coursesList", headers: { accept: "text/html" } }), expect: PUBLIC },

  // Accounts.
  {
    route: "POST /oauth/token",
    call: async (f) => {
      const owner = (await f.caller("owner")).user;
      return body("/oauth/token", {
        grant_type: "password",
        client_id: "web",
        username: owner?.email,
        password: TEST_PASSWORD,
      });
    },
    expect: PUBLIC,
  },
  ...["/api/register", "/api/content_creator_register"].map(
    (url): Entry => ({
      route: `POST ${url}`,
      call: () => {
        const password = "a long enough password";
        return body(url, {
          name: "Newcomer",
          email: uniqueEmail("matrix"),
          password,
          password_confirmation: password,
        });
      },
      expect: PUBLIC,
    }),
  ),
  {
    route: "POST /api/logout",
    call: () => ({ url: "/api/logout" }),
    expect: [401, 204, 204, 204, 204, 204],
    freshSession: true,
  },
  {
    route: "POST /api/validate_email",
    call: async (f) => body("/api/validate_email", { token: await emailToken(f, "verify_email") }),
    expect: PUBLIC,
  },
  {
    route: "POST /api/validate_email/resend",
    call: () => ({ url: "/api/validate_email/resend" }),
    expect: [401, 200, 200, 200, S, S],
  },
  {
    route: "POST /api/forgot_password",
    call: () => body("/api/forgot_password", { email: "nobody@example.com" }),
    expect: PUBLIC,
  },
  {
    route: "POST /api/reset_password",
    call: async (f) =>
      body("/api/reset_password", {
        token: await emailToken(f, "reset_password"),
        password: "another long password",
        password_confirmation: "another long password",
      }),
    expect: PUBLIC,
  },
  {
    // The link mailed to the old address after a change: the token is the proof, whoever follows it.
    route: "POST /api/email_change/undo",
    call: async (f) => body("/api/email_change/undo", { token: await emailToken(f, "email_change_undo") }),
    expect: PUBLIC,
  },
  { route: "GET /api/user", call: () => get("/api/user"), expect: [401, 200, 200, 200, 200, 200] },
  {
    route: "PUT /api/profile",
    call: (_f, c) =>
      body("/api/profile", {
        name: c.user?.name ?? "Someone",
        email: c.user?.email ?? "someone@example.com",
        userway_status: 0,
      }),
    expect: [401, 200, 200, 200, S, S],
  },
  {
    route: "POST /api/profile/avatar",
    call: async () => multipart("/api/profile/avatar", fileUpload("me.png", await samples.png())),
    expect: [401, 200, 200, 200, S, S],
  },
  {
    route: "DELETE /api/profile/avatar",
    call: () => ({ url: "/api/profile/avatar" }),
    expect: [401, 200, 200, 200, S, S],
  },
  {
    route: "POST /api/support/send_message",
    call: () => body("/api/support/send_message", { subject: "Matrix", message: "Hello" }),
    expect: [401, 200, 200, 200, S, S],
  },

  // The media library: the builder launch may read it and add to it (its picker), nothing more.
  ...MEDIA_KINDS.map(
    (kind): Entry => ({
      route: `GET /api/medialibrary/${kind}`,
      call: () => get(`/api/medialibrary/${kind}`),
      expect: MEDIA_LIST,
    }),
  ),
  { route: "GET /api/medialibrary/folders", call: () => get("/api/medialibrary/folders"), expect: MEDIA_LIST },
  {
    route: "GET /api/medialibrary/folders/:id",
    call: (f) => get(`/api/medialibrary/folders/${f.folderId}`),
    expect: [401, 403, 404, 200, 200, S],
  },
  {
    route: "GET /api/medialibrary/files/:id",
    call: (f) => get(`/api/medialibrary/files/${f.itemId}`),
    expect: [401, 403, 404, 200, 200, S],
  },
  {
    route: "GET /api/medialibrary/scorms/:id/launch",
    call: (f) => get(`/api/medialibrary/scorms/${f.scormItemId}/launch`),
    expect: [401, 403, 404, 200, 200, S],
  },
  {
    route: "POST /api/medialibrary/folders",
    call: () => body("/api/medialibrary/folders", { title: "New", parent_id: null }),
    expect: MEDIA_ADD,
  },
  {
    route: "POST /api/medialibrary/embed_videos",
    call: () => body("/api/medialibrary/embed_videos", { url: "https://youtu.be/dQw4w9WgXcQ" }),
    expect: MEDIA_ADD,
  },
  {
    route: "POST /api/medialibrary/upload_file",
    call: async () => multipart("/api/medialibrary/upload_file", fileUpload("photo.png", await samples.png())),
    expect: MEDIA_ADD,
  },
  {
    route: "POST /api/medialibrary/upload_json_animation",
    call: () => multipart("/api/medialibrary/upload_json_animation", fileUpload("anim.json", samples.lottie())),
    expect: MEDIA_ADD,
  },
  {
    route: "POST /api/medialibrary/upload_scorm",
    call: async () =>
      multipart(
        "/api/medialibrary/upload_scorm",
        fileUpload(
          "package.zip",
          await craftZip([
            { name: "imsmanifest.xml", content: manifest12() },
            { name: "index.html", content: "<p>SCO</p>" },
          ]),
        ),
      ),
    expect: MEDIA_ADD,
  },
  ...(
    [
      ["file", (f: Fixtures) => f.itemId],
      ["embed_video", (f: Fixtures) => f.embedId],
      ["folder", (f: Fixtures) => f.folderId],
    ] as const
  ).map(
    ([kind, id]): Entry => ({
      route: `POST /api/medialibrary/rename/${kind}/:id`,
      call: (f) => body(`/api/medialibrary/rename/${kind}/${id(f)}`, { title: `Matrix ${kind}` }),
      expect: [401, 403, 404, 200, S, S],
    }),
  ),
  ...(
    [
      ["folders", async (f: Fixtures) => (await insertFolder(f.t.db, await ownerId(f), "Doomed")).id],
      ["files", async (f: Fixtures) => (await insertItems(f.t.db, await ownerId(f), 1))[0]?.id],
      [
        "embed_videos",
        async (f: Fixtures) =>
          (await insertItems(f.t.db, await ownerId(f), 1, { type: MEDIA_TYPE.VIDEO_EMBED }))[0]?.id,
      ],
    ] as const
  ).map(
    ([kind, fresh]): Entry => ({
      route: `DELETE /api/medialibrary/${kind}`,
      call: async (f) => body(`/api/medialibrary/${kind}`, { ids: [await fresh(f)] }),
      expect: [401, 403, 404, 200, S, S],
    }),
  ),
  {
    route: "DELETE /api/medialibrary/items",
    call: async (f) =>
      body("/api/medialibrary/items", { folders: [(await insertFolder(f.t.db, await ownerId(f), "Doomed")).id] }),
    expect: [401, 403, 404, 200, S, S],
  },
  {
    route: "POST /api/medialibrary/move",
    call: (f) => body("/api/medialibrary/move", { folder_id: null, files: [f.itemId] }),
    expect: [401, 403, 404, 200, S, S],
  },
  { route: "GET /media/:id/:file_name", call: (f) => get(pathOf(f.mediaUrl)), expect: PUBLIC },

  // Courses and their builder: the builder launch reads and saves its own course, nothing else.
  { route: "GET /api/courses", call: () => get("/api/courses"), expect: CREATORS },
  {
    route: "POST /api/courses",
    call: () => body("/api/courses", { title: "Matrix new" }),
    expect: [401, 403, 201, 201, S, S],
  },
  { route: "GET /api/courses/:id", call: (f) => get(`/api/courses/${f.courseId}`), expect: BUILDER },
  {
    route: "PUT /api/courses/:id",
    call: (f) => body(`/api/courses/${f.courseId}`, { title: "Matrix" }),
    expect: OWNED,
  },
  {
    route: "DELETE /api/courses/:id",
    // The builder launch tries its own course; everyone else a course made for the call.
    call: async (f, c) => ({ url: `/api/courses/${c.role === "builderLaunch" ? f.courseId : await freshCourse(f)}` }),
    expect: OWNED,
  },
  {
    route: "POST /api/courses/:id/duplicate",
    call: (f) => ({ url: `/api/courses/${f.courseId}/duplicate` }),
    expect: [401, 403, 403, 201, S, S],
  },
  {
    route: "GET /api/course_topics/get/:courseId",
    call: (f) => get(`/api/course_topics/get/${f.courseId}`),
    expect: BUILDER,
  },
  {
    route: "GET /api/course_pages/get_full_info/:pageId",
    call: (f) => get(`/api/course_pages/get_full_info/${f.pageIds[0]}`),
    expect: BUILDER,
  },
  {
    route: "POST /api/course_builder/update_course/:courseId",
    call: (f) => body(`/api/course_builder/update_course/${f.courseId}`, emptySave()),
    expect: BUILDER,
  },
  {
    route: "GET /api/courses/:id/export/scorm",
    call: (f) => get(`/api/courses/${f.courseId}/export/scorm?version=2004`),
    expect: OWNED,
  },
  {
    route: "POST /api/courses/:id/export/scorm/rotate",
    call: (f) => body(`/api/courses/${f.courseId}/export/scorm/rotate`, { version: "1.2" }),
    expect: OWNED,
  },
  {
    route: "GET /api/courses/:id/export/cmi5",
    call: (f) => get(`/api/courses/${f.courseId}/export/cmi5?launch_method=OwnWindow`),
    expect: OWNED,
  },
  {
    route: "POST /api/courses/:id/export/cmi5/rotate",
    call: (f) => body(`/api/courses/${f.courseId}/export/cmi5/rotate`, {}),
    expect: OWNED,
  },

  // Themes.
  { route: "GET /api/themes", call: () => get("/api/themes"), expect: CREATORS },
  {
    route: "POST /api/themes",
    call: () => body("/api/themes", { title: "Matrix new" }),
    expect: [401, 403, 201, 201, S, S],
  },
  { route: "GET /api/themes/:id", call: (f) => get(`/api/themes/${f.themeId}`), expect: OWNED },
  {
    route: "PUT /api/themes/:id",
    call: (f) => body(`/api/themes/${f.themeId}`, { title: "Matrix theme" }),
    expect: OWNED,
  },
  {
    route: "DELETE /api/themes/:id",
    call: async (f) => ({ url: `/api/themes/${(await buildTheme(f.t.db, await ownerId(f))).id}` }),
    expect: OWNED,
  },
  {
    route: "POST /api/themes/:id/duplicate",
    call: (f) => ({ url: `/api/themes/${f.themeId}/duplicate` }),
    expect: [401, 403, 403, 201, S, S],
  },

  // Templates: built-in course templates for every creator; page templates their creator's alone (another
  // creator is told there is none).
  {
    route: "POST /api/courses/from_template",
    call: () => body("/api/courses/from_template", { template: "welcome" }),
    expect: [401, 403, 201, 201, S, S],
  },
  { route: "GET /api/course_templates/:template", call: () => get("/api/course_templates/welcome"), expect: CREATORS },
  { route: "GET /api/page_templates", call: () => get("/api/page_templates"), expect: CREATORS },
  {
    route: "POST /api/page_templates",
    call: () => body("/api/page_templates", { title: "Matrix page", content: EMPTY_PAGE_TEMPLATE }),
    expect: [401, 403, 201, 201, S, S],
  },
  ...(["GET", "PUT", "DELETE"] as const).map(
    (method): Entry => ({
      route: `${method} /api/page_templates/:id`,
      call: async (f) => {
        const url = `/api/page_templates/${(await buildPageTemplate(f.t.db, await ownerId(f))).id}`;
        return method === "PUT" ? body(url, { title: "Matrix renamed" }) : get(url);
      },
      expect: [401, 403, 404, 200, S, S],
    }),
  ),

  // Shares.
  {
    route: "POST /api/course_shares",
    call: (f) => body("/api/course_shares", { course_id: f.courseId, kind: "public" }),
    expect: [401, 403, 403, 201, S, S],
  },
  { route: "GET /api/course_shares", call: (f) => get(`/api/course_shares?course_id=${f.courseId}`), expect: OWNED },
  {
    route: "DELETE /api/course_shares/:shareId",
    call: async (f) => ({
      url: `/api/course_shares/${(await addShare(f.t, f.courseId, await ownerId(f), "public")).id}`,
    }),
    expect: OWNED,
  },
  {
    route: "GET /api/course_shares/:shareId/initial",
    call: (f) => get(`/api/course_shares/${f.share}/initial`),
    expect: [200, 200, 200, 200, S, S],
  },

  // The player: the player launch plays its course through its integration's share; the builder launch previews.
  {
    route: "GET /api/course_player/get_course/:id",
    call: (f, c) => get(`/api/course_player/get_course/${f.courseId}?share_id=${shareOf(f, c)}`),
    expect: PLAYER_READ,
  },
  {
    route: "GET /api/course_player/get_single_page_full_info/:pageId",
    call: (f, c) => get(`/api/course_player/get_single_page_full_info/${f.pageIds[0]}?share_id=${shareOf(f, c)}`),
    expect: PLAYER_READ,
  },
  {
    route: "GET /api/course_player/scorm_launch/:blockMediaId",
    call: (f, c) => get(`/api/course_player/scorm_launch/${f.scormBlockMediaId}?share_id=${shareOf(f, c)}`),
    expect: PLAYER_READ,
  },
  {
    route: "GET /api/course_player/upcoming",
    call: () => get("/api/course_player/upcoming"),
    expect: [401, 200, 200, 200, S, S],
  },
  {
    route: "GET /api/course_player/completed",
    call: () => get("/api/course_player/completed"),
    expect: [401, 200, 200, 200, S, S],
  },
  {
    route: "GET /api/course_player/get_progress/:courseId",
    call: (f, c) => get(`/api/course_player/get_progress/${f.courseId}?share_id=${shareOf(f, c)}`),
    expect: [401, 200, 403, 200, S, 200],
  },
  {
    route: "POST /api/course_player/update_progress/:progressId",
    call: (f, c) => body(`/api/course_player/update_progress/${progressOf(f, c)}`, progressBody(f)),
    expect: [401, 200, 403, 200, S, 200],
  },
  {
    route: "GET /api/course_player/scorm_cmi/:blockMediaId",
    call: (f, c) => get(`/api/course_player/scorm_cmi/${f.scormBlockMediaId}?share_id=${shareOf(f, c)}`),
    expect: [401, 200, 403, 200, S, 200],
  },
  {
    route: "POST /api/course_player/scorm_cmi/:progressId",
    call: (f, c) =>
      body(`/api/course_player/scorm_cmi/${progressOf(f, c)}`, {
        block_media_id: f.scormBlockMediaId,
        sco: "i",
        attempt_number: 0,
        cmi: { core: { lesson_location: "2" } },
      }),
    expect: [401, 200, 403, 200, S, 200],
  },
  {
    route: "POST /api/course_player/start_again/:progressId",
    call: (f, c) => ({ url: `/api/course_player/start_again/${progressOf(f, c)}` }),
    expect: [401, 200, 403, 200, S, 200],
  },
  {
    route: "POST /api/course_player/upload_answer_file",
    call: async (f, c) =>
      multipart(
        `/api/course_player/upload_answer_file?block_id=${f.audioBlockId}&share_id=${shareOf(f, c)}`,
        fileUpload("answer.webm", await samples.webm()),
      ),
    expect: [401, 201, 403, 201, 201, 201],
  },
  {
    route: "GET /api/course_player/answer_files/:id",
    // The learner's recording: theirs and the course creator's to hear, nobody else's (neither launch's).
    call: (f) => get(`/api/course_player/answer_files/${f.answerFileId}`),
    expect: [401, 200, 403, 200, S, 403],
  },
  {
    route: "POST /api/course_player/record_course_session",
    call: (f, c) =>
      body("/api/course_player/record_course_session", {
        share_id: shareOf(f, c),
        started_at: new Date().toISOString(),
        ended_at: new Date().toISOString(),
        page_sessions: [],
      }),
    expect: [401, 204, 403, 204, S, 204],
  },

  // Reports.
  ...["filters", "main", "learners", "environment"].map(
    (name): Entry => ({ route: `GET /api/reports/${name}`, call: () => get(`/api/reports/${name}`), expect: REPORTS }),
  ),
  {
    route: "GET /api/reports/courses/:courseId",
    call: (f) => get(`/api/reports/courses/${f.courseId}`),
    expect: OWNED,
  },
  {
    route: "GET /api/reports/users/:userId",
    call: (f) => get(`/api/reports/users/${f.learnerId}`),
    expect: [401, 403, 404, 200, S, S],
  },
  { route: "GET /api/reports/export/:table", call: () => get("/api/reports/export/learners"), expect: REPORTS },

  // API integrations: any signed-in person may create one (spec 6), only its creator manage it.
  { route: "GET /api/integrations", call: () => get("/api/integrations"), expect: CREATORS },
  {
    route: "POST /api/integrations",
    call: () => body("/api/integrations", { title: "Matrix LMS", allowed_origins: [] }),
    expect: [401, 201, 201, 201, S, S],
  },
  { route: "GET /api/integrations/:id", call: (f) => get(`/api/integrations/${f.integration.id}`), expect: OWNED },
  {
    route: "PUT /api/integrations/:id",
    call: (f) =>
      body(`/api/integrations/${f.integration.id}`, { title: "LMS", allowed_origins: ["https://lms.example.com"] }),
    expect: OWNED,
  },
  {
    route: "POST /api/integrations/:id/regenerate_secret",
    call: async (f) => ({
      url: `/api/integrations/${(await buildIntegration(f.t.db, await ownerId(f))).id}/regenerate_secret`,
    }),
    expect: OWNED,
  },
  {
    route: "DELETE /api/integrations/:id",
    call: async (f) => ({ url: `/api/integrations/${(await buildIntegration(f.t.db, await ownerId(f))).id}` }),
    expect: OWNED,
  },
  {
    route: "GET /api/external/v1/courses",
    call: (f, c) => external(f, c, get("/api/external/v1/courses")),
    expect: EXTERNAL,
  },
  {
    route: "POST /api/external/v1/launches",
    call: (f, c) =>
      external(f, c, body("/api/external/v1/launches", { course_id: f.courseId, integration_user_id: "matrix-lms-2" })),
    expect: [401, 401, 401, 201, 401, 401],
  },
  {
    route: "GET /api/external/v1/progress",
    call: (f, c) =>
      external(f, c, get(`/api/external/v1/progress?course_id=${f.courseId}&integration_user_id=matrix-lms-1`)),
    expect: EXTERNAL,
  },
  {
    route: "POST /api/integration_launches/redeem",
    call: (f) => body("/api/integration_launches/redeem", { launch: f.playerLaunch }),
    expect: PUBLIC,
  },

  // Course hubs (issue 21).
  ...HUB_ENTRIES,

  // Selling in hubs (issue 19).
  ...SELLING_ENTRIES,

  // The LTI 1.3 tool (issue 18).
  ...LTI_ENTRIES,

  // xAPI learning record stores (issue 18).
  ...XAPI_ENTRIES,
];

// A web build of two pages, so that the app serves its client routes as in production (GET /*).
const webDist = mkdtempSync(join(tmpdir(), "cw-matrix-web-"));
for (const page of ["index.html", "player.html"])
  writeFileSync(join(webDist, page), "<!doctype html><html><head><title>app</title></head><body></body></html>");

forEachDatabase(
  "authorisation matrix",
  (t) => {
    let fixtures: Fixtures;
    beforeAll(async () => {
      fixtures = await buildFixtures(t);
    }, 60_000);

    it("has an entry for every registered route, and none for a route that is not there", () => {
      const registered = new Set(t.app.registeredRoutes.map((r) => `${r.method} ${r.url}`));
      const listed = new Set(TABLE.map((entry) => entry.route));
      const covered = (route: string) =>
        listed.has(route) || (route.startsWith("HEAD ") && listed.has(route.replace(/^HEAD /, "GET ")));
      expect(
        [...registered].filter((route) => !covered(route)),
        "routes without an entry",
      ).toEqual([]);
      expect(
        [...listed].filter((route) => !registered.has(route)),
        "entries without a route",
      ).toEqual([]);
      expect(TABLE.length, "one entry per route").toBe(listed.size);
    });

    const entries = TABLE.flatMap((entry) =>
      entry.route.startsWith("GET ") ? [entry, { ...entry, route: entry.route.replace(/^GET /, "HEAD ") }] : [entry],
    );
    it.each(entries.map((entry) => [entry.route, entry] as const))("%s", async (_route, entry) => {
      const method = METHODS.find((name) => entry.route.startsWith(`${name} `));
      if (!method) throw new Error(`no method in ${entry.route}`);
      const answered: Record<string, Status> = {};
      const expected: Record<string, Status> = {};
      for (const [index, role] of ROLES.entries()) {
        const caller = await fixtures.caller(role, entry.freshSession);
        const call = await entry.call(fixtures, caller);
        const headers = { ...(caller.token ? bearer(caller.token) : {}), ...(call.headers ?? {}) };
        const res = await t.inject({ ...call, method, headers });
        const scoped = res.statusCode === 403 && method !== "HEAD" && res.json().error === "launch_scope";
        // HEAD answers carry no body: a refusal is its status alone.
        const want = entry.expect[index] ?? 0;
        answered[role] = scoped || (method === "HEAD" && res.statusCode === 403 && want === S) ? S : res.statusCode;
        expected[role] = want;
      }
      expect(answered).toEqual(expected);
    });
  },
  { env: { EXPOSE_OUTBOX: "true", WEB_DIST_DIR: webDist } },
);
