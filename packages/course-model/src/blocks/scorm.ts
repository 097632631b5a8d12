import { defineBlock } from "./definition";
import { noOwnSettings } from "./settings";
import { BLOCK_TYPE } from "./types";

/** A SCORM package of the media library, run by its SCORM player; full width by default (spec 5). */
export const scormBlock = defineBlock(BLOCK_TYPE.SCORM, {
  settingsSchema: noOwnSettings,
  defaultSettings: {},
});
