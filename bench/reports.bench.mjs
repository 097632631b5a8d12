// Reports (issue 9) on a large account: one creator with 20 courses (10 pages, a question per page), 100,000
// learners each with a progress row (pages and answers as JSONB), one player session per row with 10 page
// sessions (1,000,000 page sessions), spread over the last 60 days. Seeded with INSERT ... SELECT from
// generate_series in PostgreSQL itself; the seed time is part of the result. Then autocannon measures the main
// report (default 30-day period and the whole 60 days), the learners list, a course's breakdown, the
// environment lists and a learner's details.
import { spawnSync } from "node:child_process";
import { measure, table } from "./lib/load.mjs";
import { startServer } from "./lib/server.mjs";
import { registerCreator } from "./media-upload.bench.mjs";

const LEARNERS = 100_000;
const COURSES = 20;
const PAGES = 10;
// A few creators reading reports at once; the single-connection rows show the latency without queueing.
const CONNECTIONS = Number(process.env.BENCH_REPORTS_CONNECTIONS ?? 4);
const DURATION = Number(process.env.BENCH_REPORTS_DURATION ?? 10);

function psql(databaseUrl, script) {
  const result = spawnSync("psql", [databaseUrl, "-v", "ON_ERROR_STOP=1", "-q"], { input: script, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
  return result.stdout;
}

/** The whole data set in SQL; `creator` is the registered creator's id. */
export function seedScript(creator) {
  return `
insert into courses (user_id, title) select ${creator}, 'Bench course ' || g from generate_series(1, ${COURSES}) g;
insert into course_pages (course_id, "order", title)
  select c.id, k, 'Page ' || (k + 1) from courses c, generate_series(0, ${PAGES - 1}) k where c.user_id = ${creator};
update courses c set pages_order = (select array_agg(p.id order by p."order") from course_pages p where p.course_id = c.id)
 where c.user_id = ${creator};
insert into page_blocks (course_id, page_id, type, text, displaying_settings)
  select p.course_id, p.id, 8, '<p>Question on ' || p.title || '</p>', '{"x":0,"y":0,"w":12,"h":20,"i":"0"}'
    from course_pages p join courses c on c.id = p.course_id where c.user_id = ${creator};
insert into course_shares (id, course_id, user_id, kind)
  select 'benchshare' || lpad(c.id::text, 12, '0'), c.id, ${creator}, 'public' from courses c where c.user_id = ${creator};
insert into users (name, email, password_hash)
  select 'Learner ' || g, 'bench-learner-' || g || '@example.com', 'x' from generate_series(1, ${LEARNERS}) g;

create temp table course_list as
  select c.id, row_number() over (order by c.id) - 1 as n, c.pages_order, s.id as share_id,
         (select array_agg(b.id order by b.page_id) from page_blocks b where b.course_id = c.id) as blocks
    from courses c join course_shares s on s.course_id = c.id where c.user_id = ${creator};

insert into course_progresses (share_id, course_id, user_id, current_page_id, completed, passed, pass_percent,
                               pages_progresses, blocks_progresses, created_at, updated_at, completed_at)
select cl.share_id, cl.id, u.id, cl.pages_order[u.seen], u.done, u.done and u.score >= 60, u.score,
       (select jsonb_agg(jsonb_build_object('page_id', cl.pages_order[k], 'completed', u.done or k < u.seen,
                                            'finish_limit', null))
          from generate_series(1, u.seen) k),
       (select jsonb_agg(jsonb_build_object('block_id', cl.blocks[k], 'completed', true, 'correct', (u.id + k) % 3 <> 0,
                'user_answer', 1, 'position', jsonb_build_object('type', 'choice', 'text', 'Question', 'answerText',
                'An answer', 'correctAnswerText', 'The answer', 'answerValue', 1, 'correct', (u.id + k) % 3 <> 0,
                'countsIsScore', true)))
          from generate_series(1, u.seen) k),
       u.t0, u.t0 + interval '40 minutes', case when u.done then u.t0 + interval '40 minutes' end
  from (select id, id % ${COURSES} as course_n, (id % 3 = 0) as done,
               case when id % 3 = 0 then ${PAGES} else 1 + id % ${PAGES} end as seen,
               ((id * 37) % 101)::smallint as score,
               now() - (id % 60) * interval '1 day' - (id % 1440) * interval '1 minute' as t0
          from users where email like 'bench-learner-%') u
  join course_list cl on cl.n = u.course_n;

insert into analytics_sessions (share_id, course_id, user_id, ip, city, browser, os, started_at, ended_at)
select p.share_id, p.course_id, p.user_id, '127.0.0.1',
       (array['Berlin','Paris','Madrid','Rome','Oslo','Kyiv','Hanoi','Bangkok'])[1 + p.id % 8],
       (array['Chrome','Firefox','Safari','Edge'])[1 + p.id % 4],
       (array['Windows','macOS','Linux'])[1 + p.id % 3],
       p.created_at, p.created_at + interval '10 minutes'
  from course_progresses p join course_list cl on cl.id = p.course_id;

insert into analytics_page_sessions (session_id, course_id, page_id, started_at, ended_at)
select a.id, a.course_id, cl.pages_order[k], a.started_at + (k - 1) * interval '1 minute',
       a.started_at + k * interval '1 minute' - ((a.id + k) % 30) * interval '1 second'
  from analytics_sessions a join course_list cl on cl.id = a.course_id, generate_series(1, ${PAGES}) k;

-- What recordSession stores with each session: its page seconds, summed.
update analytics_sessions a set page_seconds = t.seconds
  from (select session_id, sum(extract(epoch from ended_at - started_at)) as seconds
          from analytics_page_sessions group by 1) t
 where t.session_id = a.id;

vacuum analyze;
`;
}

const counts = (databaseUrl) =>
  psql(
    databaseUrl,
    "\\pset format unaligned\n\\pset tuples_only on\nselect (select count(*) from course_progresses) || ' ' || (select count(*) from analytics_page_sessions);",
  ).trim();

export async function run() {
  const server = await startServer({ name: "coursewright_bench_reports", port: 3233 });
  try {
    const token = await registerCreator(server.base, "reports-bench@example.com");
    const headers = { authorization: `Bearer ${token}`, accept: "application/json" };
    const me = await (await fetch(`${server.base}/api/user`, { headers })).json();
    const started = performance.now();
    psql(server.databaseUrl, seedScript(me.data.id));
    const seedSeconds = (performance.now() - started) / 1000;
    const [progressRows, pageSessions] = counts(server.databaseUrl).split(" ").map(Number);

    const filters = await (await fetch(`${server.base}/api/reports/filters`, { headers })).json();
    const courseId = filters.data.courses[0].id;
    const day = (offset) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
    const all = `from=${day(61)}&to=${day(0)}`;
    const learners = await (await fetch(`${server.base}/api/reports/learners?${all}`, { headers })).json();
    const learnerId = learners.data[0].user_id;
    const targets = [
      ["GET /api/reports/main (default 30 days)", "/api/reports/main"],
      ["GET /api/reports/main (all 60 days)", `/api/reports/main?${all}`],
      ["GET /api/reports/main?course_id (60 days)", `/api/reports/main?${all}&course_id=${courseId}`],
      ["GET /api/reports/learners (60 days, page 1)", `/api/reports/learners?${all}`],
      ["GET /api/reports/learners (sort=learner, page 100)", `/api/reports/learners?${all}&sort=learner&page=100`],
      ["GET /api/reports/courses/:id (60 days)", `/api/reports/courses/${courseId}?${all}`],
      ["GET /api/reports/environment (60 days)", `/api/reports/environment?${all}`],
      ["GET /api/reports/users/:id (learner details)", `/api/reports/users/${learnerId}`],
    ];
    const rows = [];
    for (const [title, path] of targets.filter(
      ([, path]) => path === "/api/reports/main" || path.includes("/users/"),
    )) {
      await fetch(`${server.base}${path}`, { headers });
      rows.push(
        await measure({
          title: `${title}, 1 connection`,
          url: `${server.base}${path}`,
          headers,
          connections: 1,
          duration: DURATION,
        }),
      );
    }
    for (const [title, path] of targets) {
      // One warm-up request each, so the first measured ones do not pay for cold caches.
      await fetch(`${server.base}${path}`, { headers });
      rows.push(
        await measure({ title, url: `${server.base}${path}`, headers, connections: CONNECTIONS, duration: DURATION }),
      );
    }
    return [
      `Seeded ${progressRows} progress rows and ${pageSessions} page sessions (100,000 sessions, 100,000 users) in ${seedSeconds.toFixed(1)} s.`,
      `${CONNECTIONS} connections (unless the row says 1), ${DURATION} s per row, after one warm-up request.`,
      "",
      table(rows),
    ].join("\n");
  } finally {
    await server.stop();
  }
}
