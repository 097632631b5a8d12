// The course the player benchmarks read: 50 pages of 10 blocks, shared by e-mail with one registered learner.
import { courseWithSeedSave, jsonHeaders, saveSeed } from "./course.mjs";

async function register(base, path, email, name) {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ name, email, password: "bench-password", password_confirmation: "bench-password" }),
  });
  if (!res.ok) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return (await res.json()).access_token;
}

/** Creator, learner, course, e-mail share and the URLs of the player's reads. */
export async function sharedBenchCourse(base, prefix = "course-read") {
  const creatorToken = await register(
    base,
    "/api/content_creator_register",
    `${prefix}@bench.example.com`,
    "Bench Creator",
  );
  const creator = jsonHeaders(creatorToken);
  const { courseId, seed } = await courseWithSeedSave(base, creator, {
    title: "Course read bench",
    topics: 5,
    pagesPerTopic: 10,
    blocksPerPage: 10,
  });
  const saved = await saveSeed(base, creator, courseId, seed);
  const learnerEmail = `${prefix}-learner@bench.example.com`;
  const share = await fetch(`${base}/api/course_shares`, {
    method: "POST",
    headers: creator,
    body: JSON.stringify({ course_id: courseId, kind: "email", emails: [learnerEmail] }),
  }).then((r) => r.json());
  const learnerToken = await register(base, "/api/register", learnerEmail, "Bench Learner");
  const q = `?share_id=${share.data.id}`;
  return {
    courseId,
    shareId: share.data.id,
    asLearner: { authorization: `Bearer ${learnerToken}` },
    asCreator: { authorization: `Bearer ${creatorToken}` },
    learnerCourseUrl: `${base}/api/course_player/get_course/${courseId}${q}`,
    creatorCourseUrl: `${base}/api/course_player/get_course/${courseId}`,
    pageUrl: `${base}/api/course_player/get_single_page_full_info/${saved.data.pages_order[0]}${q}`,
    progressUrl: `${base}/api/course_player/get_progress/${courseId}${q}`,
  };
}
