import { describe, expect, it } from "vitest";
import { browserStorage } from "./browserStorage";

describe("browserStorage", () => {
  it("is the window's storage when the browser allows it", () => {
    const local = { getItem: () => "x", setItem: () => {}, removeItem: () => {} } as unknown as Storage;
    const win = { localStorage: local, sessionStorage: local };
    expect(browserStorage("local", win)).toBe(local);
  });

  it("is a page-long memory store when reading the property throws (third-party frame, storage blocked)", () => {
    const denied = {
      get localStorage(): Storage {
        throw new DOMException("Access is denied for this document.", "SecurityError");
      },
      get sessionStorage(): Storage {
        throw new DOMException("Access is denied for this document.", "SecurityError");
      },
    };
    const storage = browserStorage("session", denied);
    storage.setItem("k", "v");
    expect(browserStorage("session", denied).getItem("k")).toBe("v");
    storage.removeItem("k");
    expect(storage.getItem("k")).toBeNull();
    expect(browserStorage("local", denied).getItem("k")).toBeNull();
  });
});
