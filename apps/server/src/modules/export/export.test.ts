import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiIntegrations, courses, users } from "../../db/schema";
import { createTranslator } from "../../http/i18n";
import { getSigner } from "../../http/signing";
import { bearer, forEachDatabase } from "../../test/context";
import { buildCourse } from "../courses/testing";
import { verifyLaunchToken } from "../integrations/launchTokens";
import { manifestIdentifier } from "./manifest";
import { launcherConfigOf, readZip } from "./testing";

forEachDatabase("SCORM export API", (t) => {
  const creator = () => t.createUser({ creator: true });
  const exportOf = (courseId: number, version: string, token?: string) =>
    t.inject({
      method: "GET",
      url: `/api/courses/${courseId}/export/scorm?version=${version}`,
      headers: token ? bearer(token) : {},
    });

  describe("GET /api/courses/:id/export/scorm", () => {
    it("answers 401 without a sign-in, 403 for another creator's course, 404 for a missing one", async () => {
      const owner = await creator();
      const other = await creator();
      const learner = await t.createUser();
      const { course } = await buildCourse(t.db, owner.user.id, { title: "Mine" });
      expect((await exportOf(course.id, "2004")).statusCode).toBe(401);
      expect((await exportOf(course.id, "2004", other.token)).statusCode).toBe(403);
      expect((await exportOf(course.id, "2004", learner.token)).statusCode).toBe(403);
      expect((await exportOf(2_000_000_000, "2004", owner.token)).statusCode).toBe(404);
    });

    it("answers 422 with the field's message for a version that is not 1.2 or 2004", async () => {
      const owner = await creator();
      const { course } = await buildCourse(t.db, owner.user.id);
      const response = await exportOf(course.id, "2005", owner.token);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toContain("version");
      expect((await exportOf(course.id, "", owner.token)).statusCode).toBe(422);
    });

    for (const version of ["1.2", "2004"] as const) {
      it(`SCORM ${version}: a zip with the manifest, the launcher and the XSDs, named after the course`, async () => {
        const owner = await creator();
        const { course } = await buildCourse(t.db, owner.user.id, { title: "Fire Safety: Level 2" });
        const response = await exportOf(course.id, version, owner.token);
        expect(response.statusCode).toBe(200);
        expect(response.headers["content-type"]).toBe("application/zip");
        expect(response.headers["content-disposition"]).toBe(
          `attachment; filename="fire-safety-level-2-scorm-${version}.zip"; filename*=UTF-8''Fire%20Safety%3A%20Level%202%20SCORM%20${version}.zip`,
        );
        const files = await readZip(response.rawPayload);
        expect([...files.keys()]).toEqual(expect.arrayContaining(["imsmanifest.xml", "index.html", "launcher.js"]));
        const schemas =
          version === "1.2"
            ? ["imscp_rootv1p1p2.xsd", "adlcp_rootv1p2.xsd"]
            : ["imscp_v1p1.xsd", "adlcp_v1p3.xsd", "imsss_v1p0.xsd", "common/dataTypes.xsd"];
        expect([...files.keys()]).toEqual(expect.arrayContaining(schemas));
        const manifest = files.get("imsmanifest.xml")?.toString("utf8") ?? "";
        expect(manifest).toContain(`identifier="${manifestIdentifier(course.id, version)}"`);
        expect(manifest).toContain("<title>Fire Safety: Level 2</title>");
        expect(manifest).toContain(version === "1.2" ? 'adlcp:scormtype="sco"' : 'adlcp:scormType="sco"');
        expect(manifest).toContain(
          version === "1.2" ? "<schemaversion>1.2</schemaversion>" : "<schemaversion>2004 3rd Edition</schemaversion>",
        );
      });
    }

    it("injects a never-expiring player launch of one SCORM integration per course and version, reused by later exports", async () => {
      const owner = await creator();
      const { course } = await buildCourse(t.db, owner.user.id);
      const configs = [];
      for (const version of ["2004", "2004", "1.2"]) {
        const files = await readZip((await exportOf(course.id, version, owner.token)).rawPayload);
        configs.push(launcherConfigOf(files.get("index.html")?.toString("utf8") ?? "") as Record<string, unknown>);
      }
      const rows = await t.db.select().from(apiIntegrations).where(eq(apiIntegrations.course_id, course.id));
      expect(rows.map((row) => [row.kind, row.scorm_version, row.user_id, row.title]).sort()).toEqual([
        ["scorm", "1.2", owner.user.id, "SCORM 1.2 package"],
        ["scorm", "2004", owner.user.id, "SCORM 2004 package"],
      ]);
      const signer = await getSigner(t.db);
      const row2004 = rows.find((row) => row.scorm_version === "2004");
      expect(configs[0]).toMatchObject({ server: "http://app.test", courseId: course.id, version: "2004" });
      expect(verifyLaunchToken(signer, String(configs[0]?.launch))).toEqual({
        purpose: "player",
        integrationId: row2004?.id,
        courseId: course.id,
        exp: null,
        integrationUserId: null,
      });
      expect(verifyLaunchToken(signer, String(configs[1]?.launch))?.integrationId).toBe(row2004?.id);
      expect(configs[2]).toMatchObject({ version: "1.2" });
    });

    it("a revoked SCORM integration is not reused: the next export makes a working one", async () => {
      const owner = await creator();
      const { course } = await buildCourse(t.db, owner.user.id);
      await exportOf(course.id, "2004", owner.token);
      await t.db
        .update(apiIntegrations)
        .set({ revoked_at: new Date() })
        .where(eq(apiIntegrations.course_id, course.id));
      await exportOf(course.id, "2004", owner.token);
      const live = await t.db
        .select()
        .from(apiIntegrations)
        .where(and(eq(apiIntegrations.course_id, course.id)));
      expect(live.filter((row) => row.revoked_at === null)).toHaveLength(1);
      expect(live).toHaveLength(2);
    });

    it("escapes the course title in the page, and the config so that no < can close its script", async () => {
      const owner = await creator();
      const title = `</script><script>alert("x")</script> & \u2028 «Kurs»`;
      const { course } = await buildCourse(t.db, owner.user.id, { title });
      const html =
        (await readZip((await exportOf(course.id, "2004", owner.token)).rawPayload))
          .get("index.html")
          ?.toString("utf8") ?? "";
      expect(html.match(/<\/script>/g)).toHaveLength(2);
      expect(html).not.toContain("<script>alert");
      expect(html).toContain(
        "<title>&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; \u2028 «Kurs»</title>",
      );
      expect(launcherConfigOf(html)).toMatchObject({ title });
    });

    it("writes the launcher's messages in the creator's language", async () => {
      const owner = await creator();
      await t.db.update(users).set({ locale: "de" }).where(eq(users.id, owner.user.id));
      const { course } = await buildCourse(t.db, owner.user.id);
      const html =
        (await readZip((await exportOf(course.id, "1.2", owner.token)).rawPayload))
          .get("index.html")
          ?.toString("utf8") ?? "";
      expect(html).toContain('<html lang="de" dir="ltr">');
      expect(launcherConfigOf(html)).toMatchObject({
        messages: {
          noApi: expect.stringContaining("Lernmanagementsystem"),
          unreachable: expect.stringContaining("Server"),
        },
      });
    });

    it("writes the package in the course's own language when it has one (issue 17), not the creator's", async () => {
      const owner = await creator();
      await t.db.update(users).set({ locale: "de" }).where(eq(users.id, owner.user.id));
      const { course } = await buildCourse(t.db, owner.user.id);
      await t.db.update(courses).set({ language: "ar" }).where(eq(courses.id, course.id));
      const html =
        (await readZip((await exportOf(course.id, "2004", owner.token)).rawPayload))
          .get("index.html")
          ?.toString("utf8") ?? "";
      expect(html).toContain('<html lang="ar" dir="rtl">');
      expect(launcherConfigOf(html)).toMatchObject({
        messages: { noApi: createTranslator("ar")("scorm_export.no_lms_api") },
      });
    });
  });

  describe("POST /api/courses/:id/export/scorm/rotate", () => {
    const rotate = (courseId: number, version: string, token?: string) =>
      t.inject({
        method: "POST",
        url: `/api/courses/${courseId}/export/scorm/rotate`,
        headers: token ? bearer(token) : {},
        payload: { version },
      });
    const launchOf = async (courseId: number, version: string, token: string) => {
      const files = await readZip((await exportOf(courseId, version, token)).rawPayload);
      const config = launcherConfigOf(files.get("index.html")?.toString("utf8") ?? "") as { launch: string };
      return config.launch;
    };
    const redeem = (launch: string, user: string) =>
      t.inject({
        method: "POST",
        url: "/api/integration_launches/redeem",
        payload: { launch, integration_user_id: user },
      });

    it("stops the packages of that version exported so far and their sign-ins; the next export works", async () => {
      const owner = await creator();
      const { course } = await buildCourse(t.db, owner.user.id);
      const old2004 = await launchOf(course.id, "2004", owner.token);
      const old12 = await launchOf(course.id, "1.2", owner.token);
      const signedIn = await redeem(old2004, "learner-1");
      expect(signedIn.statusCode).toBe(200);
      const { access_token, share_id } = signedIn.json().data;

      const res = await rotate(course.id, "2004", owner.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        message:
          "The SCORM 2004 packages exported so far no longer work. Download the package again and upload it to your LMS.",
        data: { version: "2004", rotated: true },
      });
      expect((await redeem(old2004, "learner-2")).statusCode).toBe(404);
      const played = await t.inject({
        method: "GET",
        url: `/api/course_player/get_course/${course.id}?share_id=${share_id}`,
        headers: bearer(access_token),
      });
      expect(played.statusCode).toBe(401);
      // The other version's packages go on; the next 2004 export carries a new, working launch.
      expect((await redeem(old12, "learner-3")).statusCode).toBe(200);
      const fresh = await launchOf(course.id, "2004", owner.token);
      expect(fresh).not.toBe(old2004);
      expect((await redeem(fresh, "learner-1")).statusCode).toBe(200);
      const again = await rotate(course.id, "1.2", owner.token);
      expect(again.json().data).toEqual({ version: "1.2", rotated: true });
      const nothing = await rotate(course.id, "1.2", owner.token);
      expect(nothing.json()).toEqual({
        message: "No SCORM 1.2 package of this course was exported since the last rotation: there was nothing to stop.",
        data: { version: "1.2", rotated: false },
      });
    });

    it("is the course creator's alone: 401 signed out, 403 for another creator or a learner, 404 for none", async () => {
      const owner = await creator();
      const other = await creator();
      const learner = await t.createUser();
      const { course } = await buildCourse(t.db, owner.user.id);
      await launchOf(course.id, "2004", owner.token);
      expect((await rotate(course.id, "2004")).statusCode).toBe(401);
      expect((await rotate(course.id, "2004", other.token)).statusCode).toBe(403);
      expect((await rotate(course.id, "2004", learner.token)).statusCode).toBe(403);
      expect((await rotate(2_000_000_000, "2004", owner.token)).statusCode).toBe(404);
      expect((await rotate(course.id, "3", owner.token)).statusCode).toBe(422);
      const live = await t.db
        .select()
        .from(apiIntegrations)
        .where(and(eq(apiIntegrations.course_id, course.id), isNull(apiIntegrations.revoked_at)));
      expect(live).toHaveLength(1);
    });
  });
});
