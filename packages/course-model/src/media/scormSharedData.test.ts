import { describe, expect, it } from "vitest";
import { launchSharedData, unwritableStores } from "./scormSharedData";

const maps = [
  { id: "com.example.notes", read: true, write: true },
  { id: "com.example.answers", read: false, write: true },
  { id: "com.example.config", read: true, write: false },
];

describe("SCORM 2004 shared data", () => {
  it("lets a SCO write only the stores its maps let it write", () => {
    expect(unwritableStores(maps, { "com.example.notes": "x", "com.example.answers": "y" })).toEqual([]);
    expect(unwritableStores(maps, { "com.example.config": "z", "com.example.other": "w" })).toEqual([
      "com.example.config",
      "com.example.other",
    ]);
    expect(unwritableStores(undefined, { anything: "v" })).toEqual(["anything"]);
  });

  it("hands a launch its maps and the stores of those maps only", () => {
    const stores = { "com.example.notes": "kept", "com.example.elsewhere": "not mine" };
    expect(launchSharedData(maps, stores)).toEqual({ maps, stores: { "com.example.notes": "kept" } });
    expect(launchSharedData([], stores)).toBeUndefined();
    expect(launchSharedData(undefined, stores)).toBeUndefined();
  });
});
