import { describe, expect, it } from "vitest";
import { checkTitle } from "./titles";

describe("checkTitle", () => {
  it("accepts a title and trims it", () => {
    expect(checkTitle("  Introduction ")).toEqual({ ok: true, title: "Introduction" });
  });

  it("refuses an empty or blank title, so the old one is kept", () => {
    expect(checkTitle("")).toEqual({ ok: false, reason: "builder.tree.title_required" });
    expect(checkTitle(" \t\n ")).toEqual({ ok: false, reason: "builder.tree.title_required" });
  });

  it("accepts 255 characters and refuses 256, as the save does", () => {
    expect(checkTitle("a".repeat(255)).ok).toBe(true);
    expect(checkTitle("a".repeat(256))).toEqual({ ok: false, reason: "builder.tree.title_too_long" });
  });

  it("keeps right-to-left and other scripts as typed", () => {
    expect(checkTitle("مقدمة الدورة")).toEqual({ ok: true, title: "مقدمة الدورة" });
  });
});
