// Media library: a folder of 10,000 images (inserted with generate_series), listed 30 per page through
// GET /api/medialibrary/images?folder_id=&page= on PostgreSQL: first, middle and last page, and a title search.
// 10 connections for 10 s each over loopback; the load generator shares the two cores with the server.
import { spawnSync } from "node:child_process";
import { measure, table } from "./lib/load.mjs";
import { startServer } from "./lib/server.mjs";
import { registerCreator } from "./media-upload.bench.mjs";

const ITEMS = 10_000;

function psql(url, sql) {
  const result = spawnSync("psql", [url, "-qc", sql], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
}

export async function run() {
  const server = await startServer({ name: "coursewright_bench_media_list", port: 3220 });
  try {
    const token = await registerCreator(server.base, "list-bench@example.com");
    const headers = { authorization: `Bearer ${token}`, accept: "application/json" };
    const user = await (await fetch(`${server.base}/api/user`, { headers })).json();
    const folder = await fetch(`${server.base}/api/medialibrary/folders`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ title: "Ten thousand" }),
    }).then((r) => r.json());
    const userId = Number(user.data.id);
    const folderId = Number(folder.data.id);
    psql(
      server.databaseUrl,
      `insert into media_items (user_id, folder_id, type, title, file_name, storage_key, size, mime_type, created_at)
       select ${userId}, ${folderId}, 1, 'Image ' || g, 'image-' || g || '.png', 'media/${userId}/bench-' || g || '.png',
              1000 + g, 'image/png', now() - g * interval '1 second'
       from generate_series(1, ${ITEMS}) g`,
    );
    // What autovacuum does after a bulk insert: statistics and the visibility map.
    psql(server.databaseUrl, "vacuum analyze media_items");
    const lastPage = Math.ceil(ITEMS / 30);
    const url = (query) => `${server.base}/api/medialibrary/images?folder_id=${folderId}&${query}`;
    const check = await fetch(url(`page=${lastPage}`), { headers }).then((r) => r.json());
    if (check.meta.total !== ITEMS || check.data.length !== ITEMS % 30) throw new Error("unexpected listing");
    // Warm up (JIT, connection pool, PostgreSQL caches) so the first row measured is not the first run.
    await measure({ title: "warm-up", url: url("page=2"), headers, connections: 10, duration: 3 });
    // The same load on the cheapest authenticated route, so the figures can be read against what the machine gives.
    const rows = [
      await measure({
        title: "GET /api/user (reference)",
        url: `${server.base}/api/user`,
        headers,
        connections: 10,
        duration: 10,
      }),
    ];
    for (const [title, query] of [
      ["page 1", "page=1"],
      ["page 167 (middle)", "page=167"],
      [`page ${lastPage} (last)`, `page=${lastPage}`],
      ["search 'image 99', page 1", "search=image%2099&page=1"],
    ]) {
      rows.push(
        await measure({
          title: `GET images?folder_id&${title}`,
          url: url(query),
          headers,
          connections: 10,
          duration: 10,
        }),
      );
    }
    return table(rows);
  } finally {
    await server.stop();
  }
}
