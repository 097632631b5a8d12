import { describe, expect, it } from "vitest";
import { resolveAction, resolveActions } from "./actions";

const order = [10, 11];

describe("button and clickable animation actions", () => {
  it("goes to a page of this attempt", () => {
    expect(resolveAction({ type: "link_to_page", page_id: 11 }, order)).toEqual({ kind: "go_to_page", pageId: 11 });
  });

  it("ignores a page not in the play order (cut by limit_pages_number or deleted)", () => {
    expect(resolveAction({ type: "link_to_page", page_id: 12 }, order)).toBeNull();
  });

  it("opens an http or https link in a new tab", () => {
    expect(resolveAction({ type: "external_web_link", url: "https://example.com/a" }, order)).toEqual({
      kind: "open_link",
      url: "https://example.com/a",
      target: "_blank",
    });
    expect(resolveAction({ type: "external_web_link", url: "http://example.com" }, order)?.kind).toBe("open_link");
  });

  it("ignores links that are not http or https", () => {
    for (const url of ["javascript:alert(1)", "data:text/html,x", "mailto:a@b.c", "not a url"]) {
      expect(resolveAction({ type: "external_web_link", url }, order), url).toBeNull();
    }
  });

  it("resolves a block's actions in order, dropping those that do nothing", () => {
    expect(
      resolveActions(
        [
          { type: "link_to_page", page_id: 99 },
          { type: "external_web_link", url: "https://example.com" },
          { type: "link_to_page", page_id: 10 },
        ],
        order,
      ).map((action) => action.kind),
    ).toEqual(["open_link", "go_to_page"]);
  });
});
