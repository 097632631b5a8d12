import { describe, expect, it } from "vitest";
import { forEachDatabase } from "../../test/context";

forEachDatabase("GET /api/health", (t) => {
  describe("GET /api/health", () => {
    it("answers 200 when the database answers", async () => {
      const res = await t.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: "ok", database: "ok" });
    });

    it("answers 503 when the database is gone", async () => {
      await t.database.close();
      const res = await t.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "error", database: "unavailable" });
    });
  });
});
