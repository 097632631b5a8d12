import { describe, expect, it } from "vitest";
import { readDisplayType, writeDisplayType } from "./displayType";

function memory() {
  const map = new Map<string, string>();
  return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe("media library display type", () => {
  it("is grid until the user chooses", () => {
    expect(readDisplayType(memory())).toBe("grid");
    expect(readDisplayType(null)).toBe("grid");
  });

  it("remembers the choice under medialibraryDisplayType (spec 9)", () => {
    const storage = memory();
    writeDisplayType(storage, "list");
    expect(storage.map.get("medialibraryDisplayType")).toBe("list");
    expect(readDisplayType(storage)).toBe("list");
    writeDisplayType(storage, "grid");
    expect(readDisplayType(storage)).toBe("grid");
  });

  it("reads an unknown stored value as grid and survives a storage that throws", () => {
    const storage = memory();
    storage.map.set("medialibraryDisplayType", "mosaic");
    expect(readDisplayType(storage)).toBe("grid");
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(readDisplayType(broken)).toBe("grid");
    expect(() => writeDisplayType(broken, "list")).not.toThrow();
  });
});
