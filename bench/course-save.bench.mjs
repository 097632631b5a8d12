// Course builder save (issue 4): a course of 10 topics, 100 pages and 1,000 blocks is built through the save
// itself, then saved 50 times with 200 changed blocks each, one save after the other as the builder does:
// first moving the blocks (text unchanged), then editing their text (every text goes through the sanitiser).
// Client time is the round trip with the answer read; server times come from the save's Server-Timing header.
import { BLOCK_TYPE, courseWithSeedSave, emptySave, jsonHeaders, percentile } from "./lib/course.mjs";
import { startServer } from "./lib/server.mjs";
import { registerCreator } from "./media-upload.bench.mjs";

const TOPICS = 10;
const PAGES_PER_TOPIC = 10;
const BLOCKS_PER_PAGE = 10;
const SAVES = 50;
const CHANGED = 200;
const WARMUP = 3;

/** One save: client round trip (answer read) and the server's own timings. */
async function timedSave(base, headers, courseId, payload) {
  const body = JSON.stringify(payload);
  const started = performance.now();
  const res = await fetch(`${base}/api/course_builder/update_course/${courseId}`, { method: "POST", headers, body });
  const text = await res.text();
  const client = performance.now() - started;
  if (res.status !== 200) throw new Error(`save failed: ${res.status} ${text.slice(0, 500)}`);
  const server = Object.fromEntries(
    (res.headers.get("server-timing") ?? "")
      .split(",")
      .map((part) => part.trim().match(/^(\w+);dur=([\d.]+)$/))
      .filter(Boolean)
      .map((m) => [m[1], Number(m[2])]),
  );
  return { client, server, answer: JSON.parse(text), requestBytes: body.length, answerBytes: text.length };
}

const fmt = (value) => (value === undefined ? "-" : value.toFixed(1));

function row(title, samples) {
  const of = (pick) => samples.map(pick);
  const cells = [
    of((s) => s.client),
    of((s) => s.server.total),
    of((s) => s.server.transaction),
    of((s) => s.server.sanitise),
    of((s) => s.server.answer),
  ].flatMap((values) => [fmt(percentile(values, 50)), fmt(percentile(values, 99))]);
  const kib = (bytes) => Math.round(bytes / 1024);
  return `| ${title} | ${samples.length} | ${cells.join(" | ")} | ${kib(samples[0].requestBytes)} / ${kib(samples[0].answerBytes)} |`;
}

export async function run() {
  const server = await startServer({ name: "coursewright_bench_course_save", port: 3230 });
  try {
    const token = await registerCreator(server.base, "save-bench@example.com");
    const headers = jsonHeaders(token);
    // The 1,000-block course, built by one save that also drops the starter topic (and its page).
    const { courseId, seed } = await courseWithSeedSave(server.base, headers, {
      title: "Bench course",
      topics: TOPICS,
      pagesPerTopic: PAGES_PER_TOPIC,
      blocksPerPage: BLOCKS_PER_PAGE,
    });
    const seeded = await timedSave(server.base, headers, courseId, seed);
    // What the builder holds after loading the pages: the blocks as stored (sanitised), not as first sent.
    const pages = seeded.answer.data.pages;
    const blocks = [];
    const pageLoads = [];
    for (let i = 0; i < pages.length; i += 10) {
      const loaded = await Promise.all(
        pages.slice(i, i + 10).map(async (page) => {
          const started = performance.now();
          const res = await fetch(`${server.base}/api/course_pages/get_full_info/${page.id}`, { headers });
          const body = await res.json();
          pageLoads.push(performance.now() - started);
          return body.data.page_blocks;
        }),
      );
      for (const pageBlocks of loaded) {
        for (const { course_id: _c, created_at: _a, updated_at: _u, media: _m, ...stored } of pageBlocks)
          blocks.push(stored);
      }
    }
    if (blocks.length !== TOPICS * PAGES_PER_TOPIC * BLOCKS_PER_PAGE)
      throw new Error("seed save did not store every block");

    // Save k changes 200 blocks, a different fifth of the course each time.
    const changed = (k, change) =>
      Array.from({ length: CHANGED }, (_, i) => {
        const index = (k * CHANGED + i) % blocks.length;
        const next = change(blocks[index], k);
        blocks[index] = next;
        return next;
      });
    const moved = (b, k) => ({
      ...b,
      displaying_settings: {
        ...b.displaying_settings,
        x: (b.displaying_settings.x + 4) % 12,
        y: b.displaying_settings.y + (k % 2),
      },
    });
    const edited = (b, k) => ({
      ...b,
      text:
        b.type === BLOCK_TYPE.BUTTON
          ? `Continue ${k}`
          : `<p>Edited in save ${k}: <em>new</em> wording for this block.</p>`,
    });

    const series = async (change) => {
      const samples = [];
      for (let k = 0; k < WARMUP + SAVES; k++) {
        const sample = await timedSave(server.base, headers, courseId, {
          ...emptySave(),
          updated_page_blocks: changed(k, change),
        });
        if (k >= WARMUP) samples.push(sample);
      }
      return samples;
    };
    const movedSamples = await series(moved);
    const editedSamples = await series(edited);

    const lines = [
      `Course: ${TOPICS} topics, ${TOPICS * PAGES_PER_TOPIC} pages, ${blocks.length} blocks; ${SAVES} sequential saves per row after ${WARMUP} warm-up saves (p99 of 50 is the slowest but one).`,
      "",
      "| save | saves | client p50 ms | client p99 ms | server total p50 | server total p99 | transaction p50 | transaction p99 | sanitise p50 | sanitise p99 | answer p50 | answer p99 | request / answer KiB |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
      row(`build the course: 10 topics, 100 pages, 1,000 new blocks`, [seeded]),
      row(`${CHANGED} blocks moved (text unchanged)`, movedSamples),
      row(`${CHANGED} blocks with edited text (sanitised)`, editedSamples),
      "",
      `Loading the 100 pages with GET /api/course_pages/get_full_info (10 blocks each, 10 at a time): p50 ${fmt(percentile(pageLoads, 50))} ms, p99 ${fmt(percentile(pageLoads, 99))} ms.`,
    ];
    return lines.join("\n");
  } finally {
    await server.stop();
  }
}
