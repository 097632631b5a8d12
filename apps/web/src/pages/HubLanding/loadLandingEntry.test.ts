import { describe, expect, it } from "vitest";
import { loadLandingEntry } from "./loadLandingEntry";

function fakes(pathname: string) {
  const items = new Map<string, string>();
  const loaded: string[] = [];
  const storage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
  const location = { pathname, search: "?page=2", hash: "", replace: (to: string) => void loaded.push(to) };
  return { storage, location, loaded };
}

describe("loading the landing entry from the app", () => {
  it("loads the address as a new page", () => {
    const { storage, location, loaded } = fakes("/hubs/landing/3/safety");
    expect(loadLandingEntry(location, storage, 1_000)).toBe(true);
    expect(loaded).toEqual(["/hubs/landing/3/safety?page=2"]);
  });

  it("does not loop when the same address comes back to the app at once, and loads it again later", () => {
    const { storage, location, loaded } = fakes("/hubs/landing/3/safety");
    loadLandingEntry(location, storage, 1_000);
    expect(loadLandingEntry(location, storage, 3_000)).toBe(false);
    expect(loaded).toHaveLength(1);
    expect(loadLandingEntry(location, storage, 60_000)).toBe(true);
    expect(loaded).toHaveLength(2);
  });

  it("loads another address even right after one", () => {
    const first = fakes("/hubs/landing/3/safety");
    loadLandingEntry(first.location, first.storage, 1_000);
    const other = { ...first.location, pathname: "/hubs/landing/courses/3/safety" };
    expect(loadLandingEntry(other, first.storage, 1_500)).toBe(true);
  });
});
