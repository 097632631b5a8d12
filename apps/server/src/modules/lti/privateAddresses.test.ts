import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ltiContexts, ltiGradeLinks, ltiPlatforms } from "../../db/schema";
import { OutboundRefused, outboundFetch } from "../../http/outbound/client";
import { bearer, forEachDatabase } from "../../test/context";
import { buildCourse } from "../courses/testing";
import { AGS_SCOPE } from "./gradeLinks";
import { platformToken } from "./platformToken";
import { scoreJob } from "./scoreJob";
import { expectRefused, ltiFlows, platformRequest } from "./testing";
import { startTestPlatform, type TestPlatform } from "./testPlatform";

const PRIVATE = "Enter a public address: this server does not call localhost or private network addresses";
const REASON =
  "127.0.0.1 is a private, local or reserved address; this server calls public addresses only " +
  "(the administrator may allow it with OUTBOUND_ALLOW_HOSTS)";

// The server as deployed: OUTBOUND_ALLOW_PRIVATE off, so the suite's platform on 127.0.0.1 is out of reach.
forEachDatabase(
  "LTI platforms on private addresses, with the outbound policy on",
  (t) => {
    let platform: TestPlatform;
    beforeAll(async () => {
      platform = await startTestPlatform();
    });
    afterAll(() => platform.close());
    const { login, launch } = ltiFlows(t, () => platform);
    const send = outboundFetch({ allowPrivate: false, allowHosts: [] });

    /** The test platform, registered with public addresses and moved to its own since (as before the policy). */
    const registeredEarlier = async () => {
      platform.clientId = `client-${randomUUID()}`;
      const creator = await t.createUser({ creator: true });
      const { course } = await buildCourse(t.db, creator.user.id, { pages: 1 });
      const res = await t.inject({
        method: "POST",
        url: "/api/lti/platforms",
        headers: bearer(creator.token),
        payload: platformRequest({
          issuer: platform.issuer,
          client_id: platform.clientId,
          deployment_ids: [platform.deploymentId],
        }),
      });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await t.db
        .update(ltiPlatforms)
        .set({ token_url: platform.tokenUrl, jwks_url: platform.jwksUrl })
        .where(eq(ltiPlatforms.id, res.json().data.id))
        .returning();
      if (!row) throw new Error("no platform");
      return { creator, course, row };
    };

    describe("POST /api/lti/platforms", () => {
      it("refuses a token endpoint or key set on localhost or a private address; the browser's addresses may be", async () => {
        const creator = await t.createUser({ creator: true });
        const res = await t.inject({
          method: "POST",
          url: "/api/lti/platforms",
          headers: bearer(creator.token),
          payload: platformRequest({
            auth_url: "https://10.0.0.7/auth",
            token_url: platform.tokenUrl,
            jwks_url: "http://localhost/jwks",
          }),
        });
        expect(res.statusCode, res.body).toBe(422);
        expect(Object.keys(res.json().errors).sort()).toEqual(["jwks_url", "token_url"]);
        expect(res.json().errors.jwks_url[0]).toContain(PRIVATE);
      });
    });

    it("refuses a launch whose platform keeps its keys at a private address, without fetching them", async () => {
      const { course } = await registeredEarlier();
      const before = platform.jwksFetches();
      const { state, nonce } = await login();
      const res = await launch(await platform.idToken({ nonce, courseId: course.id }), state);
      expectRefused(res, "The platform&#39;s key set address is not allowed");
      expect(res.body).toContain("OUTBOUND_ALLOW_HOSTS");
      expect(platform.jwksFetches()).toBe(before);
    });

    it("asks no token of a private token endpoint, and a score job for it ends without retries", async () => {
      const { creator, course, row } = await registeredEarlier();
      const tokens = platform.tokenRequests().length;
      await expect(platformToken(t.db, send, row, [AGS_SCOPE.score])).rejects.toThrow(
        expect.objectContaining({ name: "OutboundRefused", message: REASON }),
      );
      await expect(platformToken(t.db, send, row, [AGS_SCOPE.score])).rejects.toBeInstanceOf(OutboundRefused);
      const [link] = await t.db
        .insert(ltiGradeLinks)
        .values({
          platform_id: row.id,
          user_id: creator.user.id,
          course_id: course.id,
          sub: "learner-1",
          resource_link_id: "link-1",
          lineitem_url: `${platform.tokenUrl.replace(/\/token$/, "")}/lineitems/1`,
          scopes: [AGS_SCOPE.score],
        })
        .returning();
      if (!link) throw new Error("no grade link");
      const job = scoreJob(t.db, send);
      await expect(
        job.run(
          {
            linkId: link.id,
            timestamp: new Date().toISOString(),
            scoreGiven: 1,
            scoreMaximum: 1,
            activityProgress: "Completed",
            gradingProgress: "FullyGraded",
          },
          { id: "1", retryCount: 0 },
        ),
      ).resolves.toBeUndefined();
      expect(platform.tokenRequests().length).toBe(tokens);
      expect(platform.calls()).toEqual([]);
    });

    it("answers a roster read from a private address with what to check (502 lti_roster_refused)", async () => {
      const { creator, course, row } = await registeredEarlier();
      const [context] = await t.db
        .insert(ltiContexts)
        .values({
          platform_id: row.id,
          course_id: course.id,
          context_id: "context-1",
          memberships_url: `${platform.tokenUrl.replace(/\/token$/, "")}/memberships`,
        })
        .returning();
      const res = await t.inject({ url: `/api/reports/lti_rosters/${context?.id}`, headers: bearer(creator.token) });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({
        error: "lti_roster_refused",
        message: expect.stringMatching(/^The roster was not requested: .* OUTBOUND_ALLOW_HOSTS\.$/),
      });
    });
  },
  { env: { OUTBOUND_ALLOW_PRIVATE: "false" } },
);
