// The people and resources of the authorisation matrix (http/authorizationMatrix.test.ts), made once per app by
// the same factories and routes the other suites use.
import { BLOCK_TYPE } from "@coursewright/course-model";
import type { InjectOptions } from "fastify";
import type { UserRow } from "../db/schema";
import { pageBlockMedia, pageBlocks } from "../db/schema";
import { issueAccessToken } from "../modules/auth/tokens";
import { blockValues, buildCourse } from "../modules/courses/testing";
import { buildIntegration, launchFor } from "../modules/integrations/testing";
import { fileUpload, insertFolder, samples } from "../modules/media/testing";
import { craftZip, manifest12 } from "../modules/scorm/testZips";
import { addShare } from "../modules/shares/testing";
import { buildTheme } from "../modules/themes/testing";
import { buildHubFixtures, type HubFixtures } from "./authorizationHubFixtures";
import { buildSellingFixtures, type SellingFixtures } from "./authorizationSellingFixtures";
import { bearer, type TestContext } from "./context";

export const ROLES = ["anonymous", "learner", "otherCreator", "owner", "builderLaunch", "playerLaunch"] as const;
export type Role = (typeof ROLES)[number];

/** A status, or "scope": 403 launch_scope, a launch's sign-in asking for something outside its launch. */
export type Status = number | "scope";
/** The statuses of one route, in the order of ROLES. */
export type Expected = readonly [Status, Status, Status, Status, Status, Status];
export type Call = Omit<InjectOptions, "method">;

/** One route of the matrix: how each caller calls it and what each must get. */
export interface Entry {
  route: string;
  call(f: Fixtures, c: Caller): Call | Promise<Call>;
  expect: Expected;
  /** The call ends or changes its sign-in: each role signs in afresh for it. */
  freshSession?: boolean;
}

/** Who makes a call: the role, its bearer token (none when anonymous) and its user. */
export interface Caller {
  role: Role;
  token: string | null;
  user: UserRow | null;
}

/** What the matrix's requests name. The owner owns all of it; the learner is invited to `share`. */
export interface Fixtures {
  t: TestContext;
  courseId: number;
  otherCourseId: number;
  pageIds: number[];
  audioBlockId: number;
  scormBlockMediaId: number;
  share: string;
  /** The integration share the player launch plays through. */
  playerShare: string;
  progress: Partial<Record<Role, number>>;
  answerFileId: number;
  themeId: number;
  folderId: number;
  itemId: number;
  embedId: number;
  scormItemId: number;
  mediaUrl: string;
  avatarUrl: string;
  learnerId: number;
  integration: { id: number; clientId: string; secret: string };
  playerLaunch: string;
  builderLaunch: string;
  hubs: HubFixtures;
  selling: SellingFixtures;
  /** A caller of the role (fresh: signed in anew, for calls that end or change the sign-in). */
  caller(role: Role, fresh?: boolean): Promise<Caller>;
}

async function ok<T>(response: Promise<{ statusCode: number; body: string; json(): T }>, status = 200): Promise<T> {
  const res = await response;
  if (res.statusCode !== status) throw new Error(`fixture call answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

export async function buildFixtures(t: TestContext): Promise<Fixtures> {
  const owner = await t.createUser({ creator: true });
  const learner = await t.createUser();
  const otherCreator = await t.createUser({ creator: true });
  const auth = (token: string) => bearer(token);

  const built = await buildCourse(t.db, owner.user.id, { title: "Matrix", pages: 2, blocksPerPage: 1 });
  const courseId = built.course.id;
  const pageIds = built.pages.map((page) => page.id);
  const firstPage = pageIds[0] ?? 0;
  const other = await buildCourse(t.db, owner.user.id, { title: "Not launched" });
  const [audio, scormBlock] = await t.db
    .insert(pageBlocks)
    .values([
      blockValues(courseId, firstPage, 5, BLOCK_TYPE.QUIZ_AUDIO_ANSWER),
      blockValues(courseId, firstPage, 6, BLOCK_TYPE.SCORM),
    ])
    .returning();
  if (!audio || !scormBlock) throw new Error("no blocks");

  const upload = (token: string, route: string, body: ReturnType<typeof fileUpload>) =>
    ok<{ data: { id: number; url: string } }>(
      t.inject({
        method: "POST",
        url: `/api/medialibrary/${route}`,
        headers: { ...auth(token), ...body.headers },
        payload: body.payload,
      }),
      201,
    );
  const packageZip = await craftZip([
    { name: "imsmanifest.xml", content: manifest12() },
    { name: "index.html", content: "<p>SCO</p>" },
  ]);
  const scormItem = (await upload(owner.token, "upload_scorm", fileUpload("package.zip", packageZip))).data;
  const image = (await upload(owner.token, "upload_file", fileUpload("photo.png", await samples.png()))).data;
  const embed = await ok<{ data: { id: number } }>(
    t.inject({
      method: "POST",
      url: "/api/medialibrary/embed_videos",
      headers: auth(owner.token),
      payload: { url: "https://youtu.be/dQw4w9WgXcQ" },
    }),
    201,
  );
  const hubs = await buildHubFixtures(t, owner, learner.user.email, other.course.id, image.id);
  const selling = await buildSellingFixtures(t, owner, learner);
  const [blockMedia] = await t.db
    .insert(pageBlockMedia)
    .values({ course_id: courseId, block_id: scormBlock.id, medialibrary_item_id: scormItem.id })
    .returning();
  if (!blockMedia) throw new Error("no block media");
  const folder = await insertFolder(t.db, owner.user.id, "Matrix folder");
  const theme = await buildTheme(t.db, owner.user.id, { title: "Matrix theme" });
  const share = await addShare(t, courseId, owner.user.id, "email", [learner.user.email]);

  const integration = await buildIntegration(t.db, owner.user.id);
  const playerLaunch = await launchFor(t.db, {
    integrationId: integration.id,
    courseId,
    integrationUserId: "matrix-lms-1",
  });
  const builderLaunch = await launchFor(t.db, { integrationId: integration.id, courseId, purpose: "builder" });
  const redeem = (launch: string) =>
    ok<{ data: { access_token: string; share_id: string | null } }>(
      t.inject({ method: "POST", url: "/api/integration_launches/redeem", payload: { launch } }),
    );
  const player = (await redeem(playerLaunch)).data;
  const builder = (await redeem(builderLaunch)).data;

  const progressOf = async (token: string, shareId: string) =>
    (
      await ok<{ data: { id: number } }>(
        t.inject({
          method: "GET",
          url: `/api/course_player/get_progress/${courseId}?share_id=${shareId}`,
          headers: auth(token),
        }),
      )
    ).data.id;
  const progress = {
    learner: await progressOf(learner.token, share.id),
    owner: await progressOf(owner.token, share.id),
    playerLaunch: await progressOf(player.access_token, player.share_id ?? ""),
  };
  const recording = fileUpload("answer.webm", await samples.webm());
  const answer = await ok<{ data: { media_id: number } }>(
    t.inject({
      method: "POST",
      url: `/api/course_player/upload_answer_file?block_id=${audio.id}&share_id=${share.id}`,
      headers: { ...auth(learner.token), ...recording.headers },
      payload: recording.payload,
    }),
    201,
  );
  const holder = await t.createUser();
  const avatar = fileUpload("me.png", await samples.png());
  const withAvatar = await ok<{ data: { avatar: string } }>(
    t.inject({
      method: "POST",
      url: "/api/profile/avatar",
      headers: { ...auth(holder.token), ...avatar.headers },
      payload: avatar.payload,
    }),
  );

  const people = { learner, otherCreator, owner };
  const launches = { builderLaunch, playerLaunch };
  const shared: Record<Role, Caller> = {
    anonymous: { role: "anonymous", token: null, user: null },
    learner: { role: "learner", token: learner.token, user: learner.user },
    otherCreator: { role: "otherCreator", token: otherCreator.token, user: otherCreator.user },
    owner: { role: "owner", token: owner.token, user: owner.user },
    builderLaunch: { role: "builderLaunch", token: builder.access_token, user: owner.user },
    playerLaunch: { role: "playerLaunch", token: player.access_token, user: null },
  };
  const caller = async (role: Role, fresh = false): Promise<Caller> => {
    const known = shared[role];
    if (!fresh || role === "anonymous") return known;
    if (role === "builderLaunch" || role === "playerLaunch") {
      return { ...known, token: (await redeem(launches[role])).data.access_token };
    }
    const user = people[role].user;
    return { ...known, token: await issueAccessToken(t.db, user.id, t.config.tokenTtlSeconds) };
  };

  return {
    t,
    courseId,
    otherCourseId: other.course.id,
    pageIds,
    audioBlockId: audio.id,
    scormBlockMediaId: blockMedia.id,
    share: share.id,
    playerShare: player.share_id ?? "",
    progress,
    answerFileId: answer.data.media_id,
    themeId: theme.id,
    folderId: folder.id,
    itemId: image.id,
    embedId: embed.data.id,
    scormItemId: scormItem.id,
    mediaUrl: image.url,
    avatarUrl: withAvatar.data.avatar,
    learnerId: learner.user.id,
    integration: { id: integration.id, clientId: integration.client_id ?? "", secret: integration.secret },
    playerLaunch,
    builderLaunch,
    hubs,
    selling,
    caller,
  };
}
