// Foundation benchmark: health check (one database round trip) and an authenticated GET /api/user
// (token lookup + user read), on PostgreSQL, 50 connections for 10 s each, over loopback.
import { measure, table } from "./lib/load.mjs";
import { startServer } from "./lib/server.mjs";

export async function run() {
  const server = await startServer({ name: "coursewright_bench_http" });
  try {
    const register = await fetch(`${server.base}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        name: "Bench User",
        email: "bench@example.com",
        password: "bench-password",
        password_confirmation: "bench-password",
      }),
    });
    if (!register.ok) throw new Error(`register failed: ${register.status} ${await register.text()}`);
    const { access_token: token } = await register.json();
    const rows = [
      await measure({ title: "GET /api/health", url: `${server.base}/api/health` }),
      await measure({
        title: "GET /api/user (bearer)",
        url: `${server.base}/api/user`,
        headers: { authorization: `Bearer ${token}`, accept: "application/json" },
      }),
    ];
    return table(rows);
  } finally {
    await server.stop();
  }
}
