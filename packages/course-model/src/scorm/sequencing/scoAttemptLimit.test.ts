import { describe, expect, it } from "vitest";
import { scoAttemptLimit } from "./scoAttemptLimit";
import type { ActivityDef } from "./types";

const leaf = (id: string, attemptLimit?: number): ActivityDef => ({
  id,
  title: id,
  sco: id,
  children: [],
  ...(attemptLimit === undefined ? {} : { sequencing: { attemptLimit } }),
});
const root = (children: ActivityDef[], attemptLimit?: number): ActivityDef => ({
  id: "org",
  title: "Org",
  children,
  ...(attemptLimit === undefined ? {} : { sequencing: { attemptLimit } }),
});

describe("scoAttemptLimit", () => {
  it("is null without a tree, for an unknown SCO, or when nothing sets a limit", () => {
    expect(scoAttemptLimit(undefined, 1, "a")).toBeNull();
    expect(scoAttemptLimit(root([leaf("a", 2)]), 1, "b")).toBeNull();
    expect(scoAttemptLimit(root([leaf("a")]), 1, "a")).toBeNull();
  });

  it("takes the leaf's attemptLimit", () => {
    expect(scoAttemptLimit(root([leaf("a", 1)]), 1, "a")).toBe(1);
    expect(scoAttemptLimit(root([leaf("a", 3), leaf("b")]), 2, "a")).toBe(3);
  });

  it("counts the organization's limit for a single SCO only, the smallest winning", () => {
    expect(scoAttemptLimit(root([leaf("a")], 2), 1, "a")).toBe(2);
    expect(scoAttemptLimit(root([leaf("a", 4)], 2), 1, "a")).toBe(2);
    expect(scoAttemptLimit(root([leaf("a"), leaf("b")], 2), 2, "a")).toBeNull();
  });

  it("ignores a zero limit (none, as the engine reads it)", () => {
    expect(scoAttemptLimit(root([leaf("a", 0)]), 1, "a")).toBeNull();
  });
});
