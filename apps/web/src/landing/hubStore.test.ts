import { describe, expect, it } from "vitest";
import { embeddedHub, LANDING_DATA_ID } from "./hubStore";

const page = (text: string | null) => ({
  getElementById: (id: string) => (id === LANDING_DATA_ID && text !== null ? { textContent: text } : null),
});

describe("the landing data the server wrote into the page", () => {
  it("is read when it is about the hub of the address", () => {
    const doc = page(JSON.stringify({ data: { id: 7, name: "Safety Academy" } })) as unknown as Document;
    expect(embeddedHub(7, doc)?.name).toBe("Safety Academy");
    expect(embeddedHub(8, doc)).toBeNull();
  });

  it("is ignored when missing or unreadable (a draft, an unknown hub, the app's own page)", () => {
    expect(embeddedHub(7, page(null) as unknown as Document)).toBeNull();
    expect(embeddedHub(7, page("{not json") as unknown as Document)).toBeNull();
    expect(embeddedHub(7, page("{}") as unknown as Document)).toBeNull();
  });
});

describe("an enrolment made on the page", () => {
  it("outlives a refresh of the hub asked before it and answered after it", async () => {
    const { markEnrolled, refreshHub, useHub } = await import("./hubStore");
    const course = { id: 3, name: "Getting started", enrolled: false, share_id: null };
    const hub = { id: 9, name: "Academy", courses: [course, { ...course, id: 4 }] };
    useHub.setState({ hubId: 9, hub: hub as never, status: "ready" });
    let answer: (body: string) => void = () => {};
    const fetchLater = () =>
      Promise.resolve({ ok: true, status: 200, text: () => new Promise<string>((resolve) => (answer = resolve)) });
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchLater as unknown as typeof fetch;
    try {
      const refreshed = refreshHub(9);
      markEnrolled(3, "share-3");
      // The server read the hub before the enrolment was written: it says not enrolled.
      await Promise.resolve();
      answer(JSON.stringify({ data: hub }));
      await refreshed;
    } finally {
      globalThis.fetch = realFetch;
    }
    const courses = useHub.getState().hub?.courses ?? [];
    expect(courses.find((c) => c.id === 3)).toMatchObject({ enrolled: true, share_id: "share-3" });
    expect(courses.find((c) => c.id === 4)).toMatchObject({ enrolled: false, share_id: null });
  });
});
