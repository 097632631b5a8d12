import { describe, expect, it } from "vitest";
import { getBlockDefinitionByName } from "./registry";

const min = (name: string) => getBlockDefinitionByName(name).minSize;
const size = (name: string) => getBlockDefinitionByName(name).defaultSize;

describe("spec 5: minimum block width", () => {
  it.each(["text", "image", "click_image_show_text", "button", "json_animation", "clickable_json_animation"])(
    "minimum width of %s is 1",
    (name) => expect(min(name).w).toBe(1),
  );
  it.each([
    "video_file",
    "video_embed",
    "loom_video",
    "audio_file",
    "carousel",
    "accordion",
    "attached_files",
    "scorm",
    "quiz_true_false",
    "quiz_single_choice",
    "quiz_multiple_choice",
    "quiz_fill_blanks_dropdown",
    "quiz_fill_blanks_open_answer",
    "quiz_matching",
    "quiz_diagram",
    "quiz_open_answer",
    "quiz_audio_answer",
    "quiz_video_answer",
  ])("minimum width of %s is 4", (name) => expect(min(name).w).toBe(4));
});

describe("spec 5: minimum block height", () => {
  it.each([
    ["image", 5],
    ["json_animation", 5],
    ["text", 6],
    ["audio_file", 12],
    ["quiz_fill_blanks_dropdown", 10],
    ["quiz_fill_blanks_open_answer", 10],
    ["button", 4],
    ["click_image_show_text", 7],
    ["clickable_json_animation", 7],
    ["video_file", 14],
    ["video_embed", 14],
    ["loom_video", 14],
    ["carousel", 10],
    ["quiz_audio_answer", 27],
    ["quiz_video_answer", 27],
  ])("minimum height of %s is %i", (name, h) => expect(min(name).h).toBe(h));

  it.each([
    "accordion",
    "attached_files",
    "scorm",
    "quiz_true_false",
    "quiz_single_choice",
    "quiz_multiple_choice",
    "quiz_diagram",
    "quiz_matching",
    "quiz_open_answer",
  ])("minimum height of %s (all others) is 20", (name) => expect(min(name).h).toBe(20));
});

describe("spec 5: default block size", () => {
  it("default size of SCORM is 12 x 40", () => expect(size("scorm")).toEqual({ w: 12, h: 40 }));
  it("default size of button is 4 x 4", () => expect(size("button")).toEqual({ w: 4, h: 4 }));
  it.each(["quiz_audio_answer", "quiz_video_answer"])("default size of %s is 4 x 27", (name) =>
    expect(size(name)).toEqual({ w: 4, h: 27 }),
  );
  it.each(["text", "image", "video_file", "carousel", "accordion", "audio_file", "quiz_true_false", "loom_video"])(
    "default size of %s is 4 x 20",
    (name) => expect(size(name)).toEqual({ w: 4, h: 20 }),
  );
});
