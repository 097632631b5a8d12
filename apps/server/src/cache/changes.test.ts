import { describe, expect, it, vi } from "vitest";
import { announceChange, onChange, parseChange } from "./changes";

describe("change notices", () => {
  it("reads the payloads the database triggers send", () => {
    expect(parseChange("course:12")).toEqual({ kind: "course", id: "12" });
    expect(parseChange("share:AbC-_0123456789abcdefgh")).toEqual({ kind: "share", id: "AbC-_0123456789abcdefgh" });
    expect(parseChange("media_owner:3")).toEqual({ kind: "media_owner", id: "3" });
    expect(parseChange("course:")).toBeNull();
    expect(parseChange("planet:1")).toBeNull();
    expect(parseChange("nonsense")).toBeNull();
  });

  it("hands an announced change to the listeners of its kind only", () => {
    const themes = vi.fn();
    const users = vi.fn();
    onChange("theme", themes);
    onChange("user", users);
    announceChange("theme", 5);
    expect(themes).toHaveBeenCalledWith("5");
    expect(users).not.toHaveBeenCalled();
  });
});
