// Starts nginx (1 worker unless told, no access log) serving a folder of files, as the static-file ceiling a Node route is
// compared with. nginx must be installed (`apt-get install -y nginx`); without it the caller gets null.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const nginxInstalled = () => spawnSync("which", ["nginx"]).status === 0;

/**
 * Serves `files` ({ name: Buffer | string }) on 127.0.0.1:`port` until stop(). With gzip_static on, a request
 * with `Accept-Encoding: gzip` for `name` gets `name.gz` when that file exists (the same bytes the app sends),
 * so nginx never compresses on the fly. `sendfile`: true as Debian's packaged nginx.conf has it (sendfile and
 * tcp_nopush on), false for nginx's built-in defaults (both off).
 */
export async function startNginx({ port, files, contentType = "application/json", sendfile = true, workers = 1 }) {
  if (!nginxInstalled()) return null;
  const prefix = mkdtempSync(join(tmpdir(), "bench-nginx-"));
  // nginx's worker runs as an unprivileged user: it must be able to read the folder and the files.
  chmodSync(prefix, 0o755);
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(prefix, name), bytes, { mode: 0o644 });
  writeFileSync(
    join(prefix, "nginx.conf"),
    `worker_processes ${workers}; daemon off; error_log ${prefix}/error.log; pid ${prefix}/nginx.pid;
events { worker_connections 1024; }
http { access_log off; default_type ${contentType}; gzip off; gzip_static on; ${sendfile ? "sendfile on; tcp_nopush on;" : ""}
  server { listen 127.0.0.1:${port}; root ${prefix}; location / { try_files $uri =404; } } }`,
  );
  const child = spawn("nginx", ["-p", prefix, "-c", join(prefix, "nginx.conf")], { stdio: "ignore" });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`${base}/${Object.keys(files)[0]}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`nginx exited during start (see ${prefix}/error.log)`);
    await new Promise((r) => setTimeout(r, 100));
  }
  // The workers answer; the master only starts them.
  const workerPids = spawnSync("pgrep", ["-P", String(child.pid)], { encoding: "utf8" })
    .stdout.trim()
    .split("\n")
    .filter(Boolean)
    .map(Number);
  return {
    base,
    workerPid: workerPids[0],
    workerPids,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => (child.exitCode !== null ? r() : child.once("exit", r)));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
