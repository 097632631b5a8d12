import { describe, expect, it } from "vitest";
import { mediaRowTitle } from "./mediaItems";

describe("mediaRowTitle", () => {
  const item = { title: "Annual report", file_name: "report-2024.pdf" };

  it("uses the title given on the block first", () => {
    expect(mediaRowTitle({ title: " Read me first " }, item)).toBe("Read me first");
  });

  it("falls back to the item's title, then its file name", () => {
    expect(mediaRowTitle({ title: null }, item)).toBe("Annual report");
    expect(mediaRowTitle({ title: "  " }, { title: "", file_name: "report-2024.pdf" })).toBe("report-2024.pdf");
  });
});
