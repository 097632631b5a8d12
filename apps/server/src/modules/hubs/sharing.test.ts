import type { HubAccessRequest, HubShare, LandingHub, Paginated } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { forEachDatabase, uniqueEmail } from "../../test/context";
import { caller, publishedHub } from "./testing";

forEachDatabase("course hubs API: shares and access requests", (t) => {
  const call = caller(t);
  const landing = async (hubId: number, token?: string): Promise<LandingHub> =>
    (await call("GET", `/api/course_hubs/landing/get_hub/${hubId}`, token)).json().data;

  describe("/api/course_hubs/{hubId}/shares", () => {
    it("invites by e-mail, each mail in the account's language or else the hub's, and lists the share", async () => {
      const { creator, hub } = await publishedHub(t, { visibility: "private" });
      await t.db.update(users).set({ name: "Greta" }).where(eq(users.id, creator.user.id));
      const known = await t.createUser();
      await t.db.update(users).set({ locale: "fr" }).where(eq(users.id, known.user.id));
      const unknown = uniqueEmail("invitee");
      await call("PUT", `/api/course_hubs/${hub.id}`, creator.token, { language: "de" });
      const res = await call("POST", `/api/course_hubs/${hub.id}/shares`, creator.token, {
        kind: "email",
        emails: [known.user.email.toUpperCase(), unknown, unknown],
      });
      expect(res.statusCode, res.body).toBe(201);
      const share: HubShare = res.json().data;
      expect(share).toMatchObject({ hub_id: hub.id, kind: "email", emails: [known.user.email, unknown] });
      expect(share.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(share.url).toBe(`http://app.test/hubs/share_initial_page/${share.id}`);
      const [french] = await t.outbox(known.user.email);
      expect(french?.subject).toBe("Greta a partagé le hub de cours « Safety Academy » avec vous");
      expect(french?.text).toContain(share.url);
      const [german, ...more] = await t.outbox(unknown);
      expect(more).toEqual([]);
      expect(german?.subject).toBe("Greta hat den Kurs-Hub „Safety Academy“ mit Ihnen geteilt");
      const list: Paginated<HubShare> = (await call("GET", `/api/course_hubs/${hub.id}/shares`, creator.token)).json();
      expect(list.data).toEqual([share]);
      // The invited learner may now browse the private hub; nobody else.
      expect((await landing(hub.id, known.token)).access).toBe("granted");
      expect((await landing(hub.id, (await t.createUser()).token)).access).toBe("request");
    });

    it("revokes a share: it leaves the list and its people lose the hub", async () => {
      const { creator, hub } = await publishedHub(t, { visibility: "private" });
      const learner = await t.createUser();
      const share: HubShare = (
        await call("POST", `/api/course_hubs/${hub.id}/shares`, creator.token, {
          kind: "email",
          emails: [learner.user.email],
        })
      ).json().data;
      expect((await landing(hub.id, learner.token)).access).toBe("granted");
      const stranger = await t.createUser({ creator: true });
      const url = `/api/course_hubs/${hub.id}/shares/${share.id}`;
      expect((await call("DELETE", url, stranger.token)).statusCode).toBe(403);
      const res = await call("DELETE", url, creator.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(
        "The share has been revoked. People who had the hub through it can no longer open it.",
      );
      expect((await call("DELETE", url, creator.token)).statusCode).toBe(404);
      expect((await call("GET", `/api/course_hubs/${hub.id}/shares`, creator.token)).json().data).toEqual([]);
      expect((await landing(hub.id, learner.token)).access).toBe("request");
    });

    it("refuses bad addresses (422) and another creator (403) on every share route", async () => {
      const { creator, hub } = await publishedHub(t);
      const stranger = await t.createUser({ creator: true });
      const url = `/api/course_hubs/${hub.id}/shares`;
      const bad = await call("POST", url, creator.token, { kind: "email", emails: ["not-an-address"] });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ "emails.0": ["Enter a valid e-mail address."] });
      expect((await call("POST", url, creator.token, { kind: "email", emails: [] })).statusCode).toBe(422);
      expect((await call("POST", url, creator.token, { kind: "everyone" })).statusCode).toBe(422);
      expect((await call("GET", url, stranger.token)).statusCode).toBe(403);
      expect((await call("POST", url, stranger.token, { kind: "public" })).statusCode).toBe(403);
    });
  });

  describe("access requests", () => {
    it("a signed-in visitor asks once; the creator accepts: a share of their address and a mail, then access", async () => {
      const { creator, hub } = await publishedHub(t, { visibility: "private" });
      const learner = await t.createUser({ name: "Lea" });
      await t.db.update(users).set({ locale: "de" }).where(eq(users.id, learner.user.id));
      expect((await landing(hub.id)).access).toBe("login_required");
      expect((await landing(hub.id, learner.token)).access).toBe("request");
      const url = `/api/course_hubs/landing/${hub.id}/access_requests`;
      expect((await call("POST", url, undefined, {})).statusCode).toBe(401);
      const asked = await call("POST", url, learner.token, { message: "I work in the team" });
      expect(asked.statusCode, asked.body).toBe(201);
      const request: HubAccessRequest = asked.json().data;
      expect(request).toMatchObject({ status: "pending", message: "I work in the team", decided_at: null });
      const again = await call("POST", url, learner.token, { message: "Please?" });
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toEqual(request);
      expect((await landing(hub.id, learner.token)).access).toBe("pending");

      const list: Paginated<HubAccessRequest> = (
        await call("GET", `/api/course_hubs/${hub.id}/access_requests`, creator.token)
      ).json();
      expect(list.data).toEqual([
        { ...request, user: { id: learner.user.id, name: "Lea", email: learner.user.email } },
      ]);
      const stranger = await t.createUser({ creator: true });
      const accept = `/api/course_hubs/${hub.id}/access_requests/${request.id}/accept`;
      expect((await call("POST", accept, stranger.token)).statusCode).toBe(403);
      expect((await call("GET", `/api/course_hubs/${hub.id}/access_requests`, stranger.token)).statusCode).toBe(403);
      const accepted = await call("POST", accept, creator.token);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().data).toMatchObject({ status: "accepted" });
      expect(accepted.json().data.decided_at).not.toBeNull();
      expect((await call("POST", accept, creator.token)).json().error).toBe("request_decided");
      expect((await landing(hub.id, learner.token)).access).toBe("granted");
      const [mail] = await t.outbox(learner.user.email);
      expect(mail?.subject).toBe("Sie haben jetzt Zugang zu „Safety Academy“");
      expect(mail?.text).toContain(`http://app.test/hubs/landing/${hub.id}/${hub.slug}`);
      const shares: HubShare[] = (await call("GET", `/api/course_hubs/${hub.id}/shares`, creator.token)).json().data;
      expect(shares).toMatchObject([{ kind: "email", emails: [learner.user.email] }]);
      expect((await call("POST", url, learner.token, {})).json().error).toBe("access_granted");
    });

    it("refusing mails the requester politely and they see it refused; they may ask again", async () => {
      const { creator, hub } = await publishedHub(t, { visibility: "private" });
      const learner = await t.createUser({ name: "Sam" });
      const url = `/api/course_hubs/landing/${hub.id}/access_requests`;
      const request: HubAccessRequest = (await call("POST", url, learner.token, {})).json().data;
      const refused = await call(
        "POST",
        `/api/course_hubs/${hub.id}/access_requests/${request.id}/refuse`,
        creator.token,
      );
      expect(refused.json().data).toMatchObject({ status: "refused" });
      const [mail] = await t.outbox(learner.user.email);
      expect(mail?.subject).toBe('Your request for "Safety Academy"');
      expect(mail?.text).toContain("Hello Sam,");
      expect(mail?.text).toContain("cannot give you access at the moment");
      expect((await landing(hub.id, learner.token)).access).toBe("refused");
      expect((await call("POST", url, learner.token, {})).statusCode).toBe(201);
      const pending: Paginated<HubAccessRequest> = (
        await call("GET", `/api/course_hubs/${hub.id}/access_requests?status=pending`, creator.token)
      ).json();
      expect(pending.meta.total).toBe(1);
    });

    it("a share that lets a waiting requester in answers the request: a link share they open, an e-mail invitation", async () => {
      const { creator, hub } = await publishedHub(t, { visibility: "private" });
      const byLink = await t.createUser({ name: "Lin" });
      const byMail = await t.createUser({ name: "Mai" });
      const waiting = await t.createUser({ name: "Wes" });
      const url = `/api/course_hubs/landing/${hub.id}/access_requests`;
      for (const who of [byLink, byMail, waiting])
        expect((await call("POST", url, who.token, {})).statusCode).toBe(201);
      const link: HubShare = (
        await call("POST", `/api/course_hubs/${hub.id}/shares`, creator.token, { kind: "public" })
      ).json().data;
      expect((await call("GET", `/api/hub_shares/${link.id}/initial`, byLink.token)).json().data.access).toBe(
        "granted",
      );
      const invitation: HubShare = (
        await call("POST", `/api/course_hubs/${hub.id}/shares`, creator.token, {
          kind: "email",
          emails: [byMail.user.email.toUpperCase()],
        })
      ).json().data;
      const requests: Paginated<HubAccessRequest> = (
        await call("GET", `/api/course_hubs/${hub.id}/access_requests`, creator.token)
      ).json();
      const statusOf = (name: string) => requests.data.find((request) => request.user.name === name);
      expect(statusOf("Lin")).toMatchObject({ status: "accepted" });
      expect(statusOf("Lin")?.decided_at).not.toBeNull();
      expect(statusOf("Mai")).toMatchObject({ status: "accepted" });
      // Someone the shares do not reach still waits for the creator.
      expect(statusOf("Wes")).toMatchObject({ status: "pending" });
      const [mai] = requests.data.filter((request) => request.user.name === "Mai");
      const accept = await call(
        "POST",
        `${`/api/course_hubs/${hub.id}/access_requests/`}${mai?.id}/accept`,
        creator.token,
      );
      expect(accept.json().error).toBe("request_decided");
      expect(invitation.emails).toEqual([byMail.user.email.toLowerCase()]);
    });

    it("answers 404 for a request of another hub and for drafts; 409 for public hubs", async () => {
      const first = await publishedHub(t, { visibility: "private" });
      const second = await publishedHub(t, { visibility: "private" });
      const learner = await t.createUser();
      const request: HubAccessRequest = (
        await call("POST", `/api/course_hubs/landing/${first.hub.id}/access_requests`, learner.token, {})
      ).json().data;
      const crossed = `/api/course_hubs/${second.hub.id}/access_requests/${request.id}/accept`;
      expect((await call("POST", crossed, second.creator.token)).statusCode).toBe(404);
      const draft = await publishedHub(t, { visibility: "private", published: false });
      const toDraft = await call("POST", `/api/course_hubs/landing/${draft.hub.id}/access_requests`, learner.token, {});
      expect(toDraft.statusCode).toBe(404);
      const open = await publishedHub(t);
      const toOpen = await call("POST", `/api/course_hubs/landing/${open.hub.id}/access_requests`, learner.token, {});
      expect(toOpen.statusCode).toBe(409);
    });
  });
});
