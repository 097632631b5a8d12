import { describe, expect, it } from "vitest";
import { browserGlobals } from "./browserGlobals";

/** A Storage kept in a map (local mode's localStorage). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe("shared global objectives where the progress stays in the browser", () => {
  it("local mode: kept in the browser's storage, merged field by field across packages", () => {
    const storage = memoryStorage();
    browserGlobals("local", storage).merge({ g: { satisfied: false, measure: 0.2 } });
    // Another block (another package, course or tab) writes through its own handle.
    browserGlobals("local", storage).merge({ g: { satisfied: true }, h: { completed: true } });
    expect(browserGlobals("local", storage).read()).toEqual({
      g: { satisfied: true, measure: 0.2 },
      h: { completed: true },
    });
    expect(JSON.parse(storage.getItem("coursewright.scorm.globals:local") ?? "{}")).toHaveProperty("h");
  });

  it("previews: kept for the page view only, one store per mode", () => {
    browserGlobals("preview", null).merge({ g: { satisfied: true } });
    expect(browserGlobals("preview", null).read()).toEqual({ g: { satisfied: true } });
    expect(browserGlobals("lms_preview", null).read()).toEqual({});
  });

  it("an unreadable stored value counts as none", () => {
    const storage = memoryStorage();
    storage.setItem("coursewright.scorm.globals:elsewhere", "{not json");
    expect(browserGlobals("elsewhere", storage).read()).toEqual({});
  });
});
