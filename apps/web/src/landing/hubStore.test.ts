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
