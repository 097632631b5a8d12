import { describe, expect, it } from "vitest";
import { fileExtension, humanReadableSize, mediaTypeOfFileName } from "./fileRules";
import { MEDIA_TYPE } from "./types";

describe("file rules (spec 4 and 5)", () => {
  it("takes the lower-cased extension after the last dot", () => {
    expect(fileExtension("Holiday.Photo.JPG")).toBe("jpg");
    expect(fileExtension("README")).toBe("");
  });

  it.each([
    ["a.png", MEDIA_TYPE.IMAGE],
    ["a.jpeg", MEDIA_TYPE.IMAGE],
    ["a.mp4", MEDIA_TYPE.VIDEO_FILE],
    ["a.qt", MEDIA_TYPE.VIDEO_FILE],
    ["a.avi", MEDIA_TYPE.VIDEO_FILE],
    ["a.m4a", MEDIA_TYPE.AUDIO],
    ["a.pdf", MEDIA_TYPE.OTHER],
    ["a.svg", MEDIA_TYPE.OTHER],
    ["a.json", MEDIA_TYPE.OTHER],
  ])("%s is type %i", (name, type) => {
    expect(mediaTypeOfFileName(name)).toBe(type);
  });

  it("refuses extensions outside the allowed lists", () => {
    for (const name of ["a.exe", "a.html", "a.webp", "a.ogg", "a"]) expect(mediaTypeOfFileName(name)).toBeNull();
  });

  it("formats sizes for people", () => {
    expect(humanReadableSize(512)).toBe("512 B");
    expect(humanReadableSize(1536)).toBe("1.5 KB");
    expect(humanReadableSize(1024 ** 3)).toBe("1 GB");
  });
});
