import { describe, expect, it } from "vitest";
import { MEDIA_TYPE } from "../media/types";
import { blockAcceptsMedia, getBlockLayout } from "./layout";
import { BLOCK_DEFINITIONS, BLOCKS_BY_CODE, getBlockDefinition, getBlockDefinitionByName } from "./registry";
import { BLOCK_TRAITS, blockTypeName, canBeConditionTarget, getBlockTraits, UnknownBlockTypeError } from "./traits";
import { BLOCK_TYPE, BLOCK_TYPE_CODES, type BlockTypeKey } from "./types";

describe("block registry", () => {
  it("has one entry for each of the 24 numeric codes of spec 3", () => {
    expect(BLOCK_DEFINITIONS).toHaveLength(24);
    expect([...BLOCKS_BY_CODE.keys()].sort((a, b) => a - b)).toEqual([...BLOCK_TYPE_CODES].sort((a, b) => a - b));
  });

  it("names each type by the lower-case form of its constant (TEXT 0 is text, LOOM_VIDEO 23 is loom_video)", () => {
    for (const [key, code] of Object.entries(BLOCK_TYPE) as [BlockTypeKey, number][]) {
      expect(blockTypeName(code)).toBe(key.toLowerCase());
    }
    expect(blockTypeName(0)).toBe("text");
    expect(blockTypeName(23)).toBe("loom_video");
  });

  it("joins each type's traits, in their order, to its layout and settings", () => {
    expect(BLOCK_DEFINITIONS.map((d) => d.code)).toEqual(BLOCK_TRAITS.map((t) => t.code));
    for (const definition of BLOCK_DEFINITIONS) {
      const { settingsSchema: _schema, defaultSettings: _defaults, ...rest } = definition;
      expect(rest, definition.name).toEqual({ ...getBlockTraits(definition.code), ...getBlockLayout(definition.code) });
    }
    expect(() => getBlockTraits(24)).toThrow(UnknownBlockTypeError);
    expect(() => getBlockLayout(24)).toThrow(UnknownBlockTypeError);
  });

  it("finds a type by name and by code", () => {
    expect(getBlockDefinitionByName("click_image_show_text").code).toBe(5);
    expect(getBlockDefinition(19).name).toBe("scorm");
  });

  it("refuses an unknown code or name", () => {
    expect(() => getBlockDefinition(6.5)).toThrow(UnknownBlockTypeError);
    expect(() => getBlockDefinition(24)).toThrow("unknown block type 24");
    expect(() => getBlockDefinitionByName("quiz")).toThrow(UnknownBlockTypeError);
  });

  it("the 10 quiz types are 7-14, 16 and 18", () => {
    const quizzes = BLOCK_DEFINITIONS.filter((d) => d.isQuiz).map((d) => d.code);
    expect(quizzes.sort((a, b) => a - b)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 16, 18]);
  });
});

describe("condition-capable blocks (spec 3)", () => {
  it("interaction conditions apply to video file, audio, embedded video, carousel, clickable image, button, accordion, attached files, all quizzes, SCORM, clickable animation and Loom video", () => {
    const names = BLOCK_DEFINITIONS.filter((d) => d.supportsInteractionCondition).map((d) => d.name);
    const quizzes = BLOCK_DEFINITIONS.filter((d) => d.isQuiz).map((d) => d.name);
    expect(names.sort()).toEqual(
      [
        "video_file",
        "audio_file",
        "video_embed",
        "carousel",
        "click_image_show_text",
        "button",
        "accordion",
        "attached_files",
        "scorm",
        "clickable_json_animation",
        "loom_video",
        ...quizzes,
      ].sort(),
    );
  });

  it("text, image and json animation cannot be the target of an interaction condition", () => {
    for (const code of [BLOCK_TYPE.TEXT, BLOCK_TYPE.IMAGE, BLOCK_TYPE.JSON_ANIMATION]) {
      expect(canBeConditionTarget(code, "block_interacted")).toBe(false);
    }
  });

  it("correctness conditions apply only to true/false, single choice, multiple choice, fill-blanks dropdown, diagram, matching and fill-blanks open answer", () => {
    const codes = BLOCK_DEFINITIONS.filter((d) => d.supportsCorrectnessCondition).map((d) => d.code);
    expect(codes.sort((a, b) => a - b)).toEqual([7, 8, 9, 10, 11, 12, 16]);
    expect(canBeConditionTarget(BLOCK_TYPE.QUIZ_OPEN_ANSWER, "block_correctness")).toBe(false);
    expect(canBeConditionTarget(BLOCK_TYPE.QUIZ_MATCHING, "block_correctness")).toBe(true);
  });

  it("completable blocks are the interaction-capable ones; scorable blocks are the correctness-capable ones", () => {
    for (const definition of BLOCK_DEFINITIONS) {
      expect(definition.completable).toBe(definition.supportsInteractionCondition);
      expect(definition.scorable).toBe(definition.supportsCorrectnessCondition);
    }
  });
});

describe("accepted media types", () => {
  it("an image block takes images only", () => {
    expect(blockAcceptsMedia(BLOCK_TYPE.IMAGE, MEDIA_TYPE.IMAGE)).toBe(true);
    expect(blockAcceptsMedia(BLOCK_TYPE.IMAGE, MEDIA_TYPE.VIDEO_FILE)).toBe(false);
  });

  it("a SCORM block takes a SCORM package, an animation a JSON animation, an audio block audio", () => {
    expect(getBlockDefinition(BLOCK_TYPE.SCORM).mediaTypes).toEqual([MEDIA_TYPE.SCORM]);
    expect(getBlockDefinition(BLOCK_TYPE.JSON_ANIMATION).mediaTypes).toEqual([MEDIA_TYPE.JSON_ANIMATION]);
    expect(getBlockDefinition(BLOCK_TYPE.CLICKABLE_JSON_ANIMATION).mediaTypes).toEqual([MEDIA_TYPE.JSON_ANIMATION]);
    expect(getBlockDefinition(BLOCK_TYPE.AUDIO_FILE).mediaTypes).toEqual([MEDIA_TYPE.AUDIO]);
  });

  it("no block takes a folder", () => {
    for (const definition of BLOCK_DEFINITIONS) expect(definition.mediaTypes).not.toContain(MEDIA_TYPE.FOLDER);
  });

  it("carousel and attached files hold lists; single-media blocks hold one", () => {
    expect(getBlockDefinition(BLOCK_TYPE.CAROUSEL).maxMedia).toBeNull();
    expect(getBlockDefinition(BLOCK_TYPE.ATTACHED_FILES).maxMedia).toBeNull();
    expect(getBlockDefinition(BLOCK_TYPE.VIDEO_FILE).maxMedia).toBe(1);
    expect(getBlockDefinition(BLOCK_TYPE.TEXT).maxMedia).toBe(0);
  });
});
