import type { LandingHub } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hubAccessRequests, hubShareVisits } from "../../db/schema";
import { forEachDatabase } from "../../test/context";
import { caller, type Method, publishedHub } from "./testing";

type Who = "anonymous" | "other" | "invited" | "accepted" | "owner";
type Answer = number | LandingHub["access"];

/**
 * Who sees what of get_hub and of the hub's content (the catalogue): decision 011. A number is a refusal's
 * status; an access value is a 200 whose access says it.
 */
const MATRIX: Record<string, Record<Who, [Answer, number]>> = {
  public: {
    anonymous: ["granted", 200],
    other: ["granted", 200],
    invited: ["granted", 200],
    accepted: ["granted", 200],
    owner: ["granted", 200],
  },
  unlisted: {
    anonymous: ["granted", 200],
    other: ["granted", 200],
    invited: ["granted", 200],
    accepted: ["granted", 200],
    owner: ["granted", 200],
  },
  private: {
    anonymous: ["login_required", 401],
    other: ["request", 403],
    invited: ["granted", 200],
    accepted: ["granted", 200],
    owner: ["granted", 200],
  },
  draft: {
    anonymous: [404, 404],
    other: [404, 404],
    invited: [404, 404],
    accepted: [404, 404],
    owner: ["granted", 200],
  },
};

forEachDatabase("course hubs: who sees a hub", (t) => {
  const call = caller(t);

  for (const [kind, row] of Object.entries(MATRIX)) {
    it(`${kind} hub: anonymous, another user, invited, accepted and the owner`, async () => {
      const { creator, hub } = await publishedHub(t, {
        visibility: kind === "draft" ? "public" : (kind as "public" | "private" | "unlisted"),
        published: kind !== "draft",
      });
      const invited = await t.createUser();
      const accepted = await t.createUser();
      await call("POST", `/api/course_hubs/${hub.id}/shares`, creator.token, {
        kind: "email",
        emails: [invited.user.email],
      });
      if (kind !== "draft") {
        const asked = await call("POST", `/api/course_hubs/landing/${hub.id}/access_requests`, accepted.token, {});
        if (asked.statusCode === 201) {
          await call(
            "POST",
            `/api/course_hubs/${hub.id}/access_requests/${asked.json().data.id}/accept`,
            creator.token,
          );
        }
      }
      const tokens: Record<Who, string | undefined> = {
        anonymous: undefined,
        other: (await t.createUser()).token,
        invited: invited.token,
        accepted: accepted.token,
        owner: creator.token,
      };
      for (const [who, [hubAnswer, contentStatus]] of Object.entries(row)) {
        const token = tokens[who as Who];
        const got = await call("GET", `/api/course_hubs/landing/get_hub/${hub.id}?with_courses=true`, token);
        if (typeof hubAnswer === "number") {
          expect(got.statusCode, `${kind} ${who}`).toBe(hubAnswer);
          expect(got.json().error).toBe("hub_unavailable");
        } else {
          expect(got.statusCode, `${kind} ${who}`).toBe(200);
          const data: LandingHub = got.json().data;
          expect(data.access, `${kind} ${who}`).toBe(hubAnswer);
          expect(data.name).toBe("Safety Academy");
          // Nothing of a hub's content reaches anyone it is not shown to.
          expect(data.courses.length, `${kind} ${who}`).toBe(hubAnswer === "granted" ? 2 : 0);
        }
        const catalogue = await call("GET", `/api/course_hubs/landing/${hub.id}/courses`, token);
        expect(catalogue.statusCode, `${kind} ${who} catalogue`).toBe(contentStatus);
      }
    });
  }

  /**
   * The hub's content route by route (the authorisation matrix, http/authorizationMatrix.test.ts, calls each of them
   * on a public hub): a private hub's for the people it is shared with and its owner; a draft's for its owner alone.
   */
  const CONTENT: Record<"private" | "draft", Record<Exclude<Who, "accepted">, number>> = {
    private: { anonymous: 401, other: 403, invited: 200, owner: 200 },
    draft: { anonymous: 404, other: 404, invited: 404, owner: 200 },
  };
  for (const [kind, expected] of Object.entries(CONTENT)) {
    it(`${kind} hub: every content route answers the invited and the owner, and no one else`, async () => {
      const { creator, hub, free } = await publishedHub(t, { visibility: "private", published: kind !== "draft" });
      const invited = await t.createUser();
      await call("POST", `/api/course_hubs/${hub.id}/shares`, creator.token, {
        kind: "email",
        emails: [invited.user.email],
      });
      const bundle = (
        await call("POST", `/api/course_hubs/${hub.id}/bundles`, creator.token, {
          title: "Both",
          course_ids: [free.course.id],
          price: 0,
        })
      ).json().data;
      const landing = `/api/course_hubs/landing/${hub.id}`;
      // The last two are for signed-in people only: anonymous 401 before the hub is looked at.
      const routes: [Method, string, "signed in"?][] = [
        ["GET", `${landing}/courses`],
        ["GET", `${landing}/courses/${free.course.id}`],
        ["GET", `${landing}/bundles`],
        ["GET", `${landing}/bundles/${bundle.id}`],
        ["GET", `${landing}/events`],
        ["GET", `/api/course_hubs/shared_hub_courses/${hub.id}`, "signed in"],
        ["POST", `${landing}/courses/${free.course.id}/enrol`, "signed in"],
      ];
      const tokens: Record<Exclude<Who, "accepted">, string | undefined> = {
        anonymous: undefined,
        other: (await t.createUser()).token,
        invited: invited.token,
        owner: creator.token,
      };
      const answered: Record<string, number> = {};
      const wanted: Record<string, number> = {};
      for (const [who, status] of Object.entries(expected)) {
        for (const [method, url, signedIn] of routes) {
          const res = await call(method, url, tokens[who as Exclude<Who, "accepted">]);
          answered[`${who} ${method} ${url}`] = res.statusCode;
          wanted[`${who} ${method} ${url}`] = who === "anonymous" && signedIn ? 401 : status;
        }
      }
      expect(answered).toEqual(wanted);
    });
  }

  describe("a private hub's link share", () => {
    it("grants whoever opens it signed in, and a refused request shows as refused to the others", async () => {
      const { creator, hub } = await publishedHub(t, { visibility: "private" });
      const share = (await call("POST", `/api/course_hubs/${hub.id}/shares`, creator.token, { kind: "public" })).json()
        .data;
      const visitor = await t.createUser();
      const refused = await t.createUser();
      await t.db.insert(hubAccessRequests).values({ hub_id: hub.id, user_id: refused.user.id, status: "refused" });
      const initial = await call("GET", `/api/hub_shares/${share.id}/initial`, visitor.token);
      expect(initial.json().data.access).toBe("granted");
      const rows = await t.db.select().from(hubShareVisits).where(eq(hubShareVisits.share_id, share.id));
      expect(rows.map((row) => row.user_id)).toEqual([visitor.user.id]);
      const get = (token: string) => call("GET", `/api/course_hubs/landing/get_hub/${hub.id}`, token);
      expect((await get(visitor.token)).json().data.access).toBe("granted");
      expect((await get(refused.token)).json().data.access).toBe("refused");
      await call("DELETE", `/api/course_hubs/${hub.id}/shares/${share.id}`, creator.token);
      expect((await get(visitor.token)).json().data.access).toBe("request");
    });
  });
});
