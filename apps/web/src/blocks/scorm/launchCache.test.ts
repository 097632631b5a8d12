import { describe, expect, it } from "vitest";
import { createLaunchCache } from "./launchCache";

describe("createLaunchCache", () => {
  it("asks once per key while the answer is fresh, again once it is older than the limit", async () => {
    let clock = 0;
    let loads = 0;
    const cache = createLaunchCache<number>(1000, () => clock);
    const load = async () => ++loads;
    expect(await cache.get("a", load)).toBe(1);
    expect(await cache.get("a", load)).toBe(1);
    expect(await cache.get("b", load)).toBe(2);
    clock = 1000;
    expect(await cache.get("a", load)).toBe(3);
  });

  it("forgets a failed request, and what it is told to forget", async () => {
    const cache = createLaunchCache<string>(1000, () => 0);
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("a", async () => "up")).toBe("up");
    cache.forget("a");
    expect(await cache.get("a", async () => "again")).toBe("again");
  });
});
