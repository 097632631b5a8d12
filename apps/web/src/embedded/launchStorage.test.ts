import { describe, expect, it } from "vitest";
import { EMBEDDED_STORAGE_KEY, forgetStoredLaunch, readStoredLaunch, storeLaunch } from "./launchStorage";
import { memoryStorage, NOW, redeemedLaunch } from "./testing";

describe("the stored launch", () => {
  it("is given back for the same launch while its token lasts", () => {
    const storage = memoryStorage();
    storeLaunch(storage, "v1.a", redeemedLaunch());
    expect(readStoredLaunch(storage, "v1.a", NOW)).toEqual(redeemedLaunch());
    expect(readStoredLaunch(storage, "v1.b", NOW)).toBeNull();
    // Within a minute of its end the token is not worth starting with.
    expect(readStoredLaunch(storage, "v1.a", NOW + 3_540_001)).toBeNull();
  });

  it("reads damaged or foreign values as nothing, and can be forgotten", () => {
    const storage = memoryStorage();
    storage.setItem(EMBEDDED_STORAGE_KEY, "{not json");
    expect(readStoredLaunch(storage, "v1.a", NOW)).toBeNull();
    storage.setItem(EMBEDDED_STORAGE_KEY, JSON.stringify({ launch: "v1.a", answer: { access_token: 1 } }));
    expect(readStoredLaunch(storage, "v1.a", NOW)).toBeNull();
    storeLaunch(storage, "v1.a", redeemedLaunch());
    forgetStoredLaunch(storage);
    expect(storage.map.size).toBe(0);
  });
});
