import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { forEachDatabase } from "../../test/context";
import { buildCourse } from "../courses/testing";
import { buildIntegration, launchFor, revokeIntegrationRow } from "./testing";

// The HTML answers need a built web app: a one-file stand-in.
const webDist = mkdtempSync(join(tmpdir(), "cw-framing-web-"));
writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Coursewright</title>");

const ancestors = (csp: unknown) => String(csp).match(/frame-ancestors ([^;]*)/)?.[1];

forEachDatabase(
  "frame-ancestors of embedded pages",
  (t) => {
    const html = (url: string) => t.inject({ method: "GET", url, headers: { accept: "text/html" } });
    const setup = async () => {
      const creator = await t.createUser({ creator: true });
      const { course } = await buildCourse(t.db, creator.user.id);
      const integration = await buildIntegration(t.db, creator.user.id, {
        allowed_origins: ["https://lms.example.com", "http://localhost:4000"],
      });
      return { creator, course, integration };
    };

    it("lets the integration's origins frame the player of a valid launch, and stores nothing", async () => {
      const { course, integration } = await setup();
      const launch = await launchFor(t.db, { integrationId: integration.id, courseId: course.id });
      const res = await html(`/coursePlayer/${course.id}?progress_mode=lms&launch=${launch}`);
      expect(res.statusCode).toBe(200);
      expect(ancestors(res.headers["content-security-policy"])).toBe(
        "'self' https://lms.example.com http://localhost:4000",
      );
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers["x-frame-options"]).toBeUndefined();
      // Only frame-ancestors differs from every other page's policy.
      const plain = await html(`/coursePlayer/${course.id}`);
      const strip = (csp: unknown) => String(csp).replace(/frame-ancestors [^;]*/, "");
      expect(strip(res.headers["content-security-policy"])).toBe(strip(plain.headers["content-security-policy"]));
    });

    it("does the same for the builder with a builder launch", async () => {
      const { course, integration } = await setup();
      const launch = await launchFor(t.db, { integrationId: integration.id, courseId: course.id, purpose: "builder" });
      const res = await html(`/courseBuilder/${course.id}?launch=${launch}`);
      expect(ancestors(res.headers["content-security-policy"])).toContain("https://lms.example.com");
    });

    it("lets any site frame a SCORM package's player", async () => {
      const { creator, course } = await setup();
      const scorm = await buildIntegration(t.db, creator.user.id, {
        kind: "scorm",
        course_id: course.id,
        allowed_origins: [],
      });
      const launch = await launchFor(t.db, {
        integrationId: scorm.id,
        courseId: course.id,
        exp: null,
        integrationUserId: null,
      });
      const res = await html(`/coursePlayer/${course.id}?progress_mode=scorm&launch=${launch}`);
      expect(ancestors(res.headers["content-security-policy"])).toBe("*");
    });

    it("keeps 'self' without a launch, for a forged, expired, misplaced or revoked one, and on other pages", async () => {
      const { course, integration } = await setup();
      const valid = await launchFor(t.db, { integrationId: integration.id, courseId: course.id });
      const expired = await launchFor(t.db, {
        integrationId: integration.id,
        courseId: course.id,
        exp: Math.floor(Date.now() / 1000) - 5,
      });
      const other = await buildCourse(t.db, integration.user_id);
      const urls = [
        `/coursePlayer/${course.id}`,
        `/coursePlayer/${course.id}?launch=${valid.slice(0, -2)}xx`,
        `/coursePlayer/${course.id}?launch=${expired}`,
        `/coursePlayer/${other.course.id}?launch=${valid}`,
        `/courseBuilder/${course.id}?launch=${valid}`,
        `/dashboard?launch=${valid}`,
      ];
      for (const url of urls) {
        const res = await html(url);
        expect(ancestors(res.headers["content-security-policy"]), url).toBe("'self'");
        expect(res.headers["cache-control"], url).toBe("no-cache");
        expect(res.headers["x-frame-options"], url).toBe("SAMEORIGIN");
      }
      await revokeIntegrationRow(t.db, integration.id);
      const revoked = await html(`/coursePlayer/${course.id}?launch=${valid}`);
      expect(ancestors(revoked.headers["content-security-policy"])).toBe("'self'");
    });
  },
  { env: { WEB_DIST_DIR: webDist } },
);

describe("policyHeader", () => {
  it("writes directives as helmet does", async () => {
    const { policyHeader } = await import("../../http/security");
    expect(policyHeader({ "default-src": ["'self'"], "upgrade-insecure-requests": [], "x-none": null })).toBe(
      "default-src 'self';upgrade-insecure-requests",
    );
  });
});
