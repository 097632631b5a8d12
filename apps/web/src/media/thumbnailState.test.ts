import type { MediaItem } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { THUMBNAIL_WAIT_MS, thumbnailPending } from "./thumbnailState";

const item = (thumbnail: "pending" | "failed" | undefined, createdAt: number) =>
  ({ created_at: new Date(createdAt).toISOString(), custom_properties: thumbnail ? { thumbnail } : {} }) as MediaItem;

describe("thumbnailPending", () => {
  const now = Date.parse("2026-11-27T08:00:00Z");
  it("is true while a new item's thumbnail job runs", () => {
    expect(thumbnailPending(item("pending", now - 5000), now)).toBe(true);
  });
  it("is false once the job ended, or failed, or when it never ran for too long", () => {
    expect(thumbnailPending(item(undefined, now), now)).toBe(false);
    expect(thumbnailPending(item("failed", now), now)).toBe(false);
    expect(thumbnailPending(item("pending", now - THUMBNAIL_WAIT_MS - 1), now)).toBe(false);
  });
});
