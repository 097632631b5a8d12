import type { MediaItem, Page } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { pageBackgroundStyle } from "./pageBackground";

const page = (overrides: Partial<Page>): Page => ({
  id: 1,
  course_id: 1,
  topic_id: null,
  order: 0,
  title: "Page",
  time_limit: null,
  background_color: null,
  background_image_media_id: null,
  background_image_media: null,
  background_size: null,
  background_repeat: null,
  background_position: null,
  created_at: "01.01.2025 10:00:00",
  updated_at: "01.01.2025 10:00:00",
  ...overrides,
});
const image = { url: "/files/a b.png" } as MediaItem;

describe("pageBackgroundStyle", () => {
  it("writes nothing for a page without a background", () => {
    expect(pageBackgroundStyle(page({}))).toEqual({});
  });

  it("draws the colour and the image with its size, repeat and position", () => {
    expect(
      pageBackgroundStyle(
        page({
          background_color: "#fafafa",
          background_image_media: image,
          background_size: "cover",
          background_repeat: "no-repeat",
          background_position: "center",
        }),
      ),
    ).toEqual({
      backgroundColor: "#fafafa",
      backgroundImage: 'url("/files/a b.png")',
      backgroundSize: "cover",
      backgroundRepeat: "no-repeat",
      backgroundPosition: "center",
    });
  });

  it("leaves inherit to the default", () => {
    const style = pageBackgroundStyle(
      page({
        background_image_media: image,
        background_size: "inherit",
        background_repeat: "inherit",
        background_position: "inherit",
      }),
    );
    expect(style).toEqual({ backgroundImage: 'url("/files/a b.png")' });
  });
});
