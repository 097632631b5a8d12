import { and, eq, isNull } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { apiIntegrations, courses, users } from "../../db/schema";
import { getSigner } from "../../http/signing";
import { bearer, forEachDatabase } from "../../test/context";
import { buildCourse } from "../courses/testing";
import { verifyLaunchToken } from "../integrations/launchTokens";
import { cmi5SchemaErrors } from "./testCmi5Schema";
import { launcherConfigOf, readZip } from "./testing";

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });

forEachDatabase("cmi5 export API", (t) => {
  const creator = () => t.createUser({ creator: true });
  const exportOf = (courseId: number, query: string, token?: string) =>
    t.inject({
      method: "GET",
      url: `/api/courses/${courseId}/export/cmi5${query}`,
      headers: token ? bearer(token) : {},
    });
  const rotate = (courseId: number, token?: string) =>
    t.inject({
      method: "POST",
      url: `/api/courses/${courseId}/export/cmi5/rotate`,
      headers: token ? bearer(token) : {},
    });
  const redeem = (launch: string, user: string) =>
    t.inject({
      method: "POST",
      url: "/api/integration_launches/redeem",
      payload: { launch, integration_user_id: user },
    });
  const launchOf = async (courseId: number, token: string) => {
    const files = await readZip((await exportOf(courseId, "", token)).rawPayload);
    return (launcherConfigOf(files.get("index.html")?.toString("utf8") ?? "") as { launch: string }).launch;
  };

  describe("GET /api/courses/:id/export/cmi5", () => {
    it("answers 401 signed out, 403 for another creator or a learner, 404 for a missing course, 422 for a bad method", async () => {
      const owner = await creator();
      const other = await creator();
      const learner = await t.createUser();
      const { course } = await buildCourse(t.db, owner.user.id);
      expect((await exportOf(course.id, "")).statusCode).toBe(401);
      expect((await exportOf(course.id, "", other.token)).statusCode).toBe(403);
      expect((await exportOf(course.id, "", learner.token)).statusCode).toBe(403);
      expect((await exportOf(2_000_000_000, "", owner.token)).statusCode).toBe(404);
      const bad = await exportOf(course.id, "?launch_method=NewTab", owner.token);
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toContain("launch_method");
    });

    it("is a zip with cmi5.xml at the root and the AU, named after the course", async () => {
      const owner = await creator();
      await t.db.update(users).set({ locale: "fr" }).where(eq(users.id, owner.user.id));
      const { course } = await buildCourse(t.db, owner.user.id, { title: "Sécurité incendie" });
      await t.db.update(courses).set({ min_pass_percent: 70 }).where(eq(courses.id, course.id));
      const response = await exportOf(course.id, "?launch_method=OwnWindow", owner.token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["content-type"]).toBe("application/zip");
      expect(response.headers["content-disposition"]).toBe(
        `attachment; filename="securite-incendie-cmi5.zip"; filename*=UTF-8''S%C3%A9curit%C3%A9%20incendie%20cmi5.zip`,
      );
      const files = await readZip(response.rawPayload);
      expect([...files.keys()].sort()).toEqual(["au.js", "cmi5.xml", "index.html"]);
      const structure = parser.parse(files.get("cmi5.xml")?.toString("utf8") ?? "").courseStructure;
      expect(structure.au).toMatchObject({
        "@id": `http://app.test/xapi/activities/course/${course.id}/au`,
        "@moveOn": "CompletedAndPassed",
        "@masteryScore": "0.7",
        "@launchMethod": "OwnWindow",
        url: "index.html",
      });
      expect(structure.au.title.langstring).toEqual({ "#text": "Sécurité incendie", "@lang": "fr" });
      const html = files.get("index.html")?.toString("utf8") ?? "";
      expect(html).toContain('<html lang="fr" dir="ltr">');
      expect(html).toContain('<script src="au.js"></script>');
      expect(launcherConfigOf(html)).toMatchObject({
        server: "http://app.test",
        courseId: course.id,
        title: "Sécurité incendie",
        messages: { exit: "Quitter le cours", notLaunched: expect.stringContaining("cmi5") },
      });
      // The AU script is compiled: it reads the launch and speaks to the LMS's state and statements resources.
      const script = files.get("au.js")?.toString("utf8") ?? "";
      expect(script).toContain("LMS.LaunchData");
      expect(script).toContain("https://w3id.org/xapi/cmi5/context/categories/cmi5");
      expect(script).not.toMatch(/^import /m);
    });

    it("defaults to AnyWindow and carries a never-expiring launch of one cmi5 integration, reused by later exports", async () => {
      const owner = await creator();
      const { course } = await buildCourse(t.db, owner.user.id);
      const first = await exportOf(course.id, "", owner.token);
      const structure = (await readZip(first.rawPayload)).get("cmi5.xml")?.toString("utf8") ?? "";
      expect(structure).toContain('launchMethod="AnyWindow"');
      const launches = [await launchOf(course.id, owner.token), await launchOf(course.id, owner.token)];
      const rows = await t.db.select().from(apiIntegrations).where(eq(apiIntegrations.course_id, course.id));
      expect(rows.map((row) => [row.kind, row.scorm_version, row.title])).toEqual([["cmi5", "2004", "cmi5 package"]]);
      const signer = await getSigner(t.db);
      for (const launch of launches) {
        expect(verifyLaunchToken(signer, launch)).toEqual({
          purpose: "player",
          integrationId: rows[0]?.id,
          courseId: course.id,
          exp: null,
          integrationUserId: null,
        });
      }
      // The LMS's learner signs in through it as a package learner of this course.
      const signedIn = await redeem(launches[0] ?? "", "lms-account-1");
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(signedIn.json().data).toMatchObject({ course_id: course.id, integration_user_id: "lms-account-1" });
    });
  });

  it("exports a cmi5.xml the cmi5 course structure schema accepts, for both launch methods, with and without a pass mark", async () => {
    const owner = await creator();
    const title = `Fire <"Safety"> & 'exits' ]]> ünïcode`;
    for (const [pass, moveOn] of [
      [70, 'moveOn="CompletedAndPassed" masteryScore="0.7"'],
      [0, 'moveOn="Completed" launchMethod'],
    ] as const) {
      const { course } = await buildCourse(t.db, owner.user.id, { title });
      await t.db.update(courses).set({ min_pass_percent: pass }).where(eq(courses.id, course.id));
      for (const method of ["AnyWindow", "OwnWindow"]) {
        const response = await exportOf(course.id, `?launch_method=${method}`, owner.token);
        expect(response.statusCode, response.body).toBe(200);
        const xml = (await readZip(response.rawPayload)).get("cmi5.xml")?.toString("utf8") ?? "";
        expect(xml).toContain(moveOn);
        expect(xml).toContain(`launchMethod="${method}"`);
        expect(parser.parse(xml).courseStructure.course.title.langstring["#text"]).toBe(title);
        expect(await cmi5SchemaErrors(xml), `${pass} ${method}`).toEqual([]);
      }
    }
  });

  describe("POST /api/courses/:id/export/cmi5/rotate", () => {
    it("stops the cmi5 packages exported so far, not the SCORM ones; the next export works", async () => {
      const owner = await creator();
      const { course } = await buildCourse(t.db, owner.user.id);
      const old = await launchOf(course.id, owner.token);
      await t.inject({
        method: "GET",
        url: `/api/courses/${course.id}/export/scorm?version=2004`,
        headers: bearer(owner.token),
      });
      const res = await rotate(course.id, owner.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        message:
          "The cmi5 packages exported so far no longer work. Download the package again and import it into your LMS.",
        data: { rotated: true },
      });
      expect((await redeem(old, "learner-2")).statusCode).toBe(404);
      const live = await t.db
        .select({ kind: apiIntegrations.kind })
        .from(apiIntegrations)
        .where(and(eq(apiIntegrations.course_id, course.id), isNull(apiIntegrations.revoked_at)));
      expect(live).toEqual([{ kind: "scorm" }]);
      const fresh = await launchOf(course.id, owner.token);
      expect((await redeem(fresh, "learner-2")).statusCode).toBe(200);
      await rotate(course.id, owner.token);
      expect((await rotate(course.id, owner.token)).json().data).toEqual({ rotated: false });
    });

    it("is the course creator's alone: 401 signed out, 403 for another creator, 404 for none", async () => {
      const owner = await creator();
      const other = await creator();
      const { course } = await buildCourse(t.db, owner.user.id);
      await launchOf(course.id, owner.token);
      expect((await rotate(course.id)).statusCode).toBe(401);
      expect((await rotate(course.id, other.token)).statusCode).toBe(403);
      expect((await rotate(2_000_000_000, owner.token)).statusCode).toBe(404);
      const live = await t.db
        .select()
        .from(apiIntegrations)
        .where(and(eq(apiIntegrations.course_id, course.id), isNull(apiIntegrations.revoked_at)));
      expect(live).toHaveLength(1);
    });
  });
});
