import { defineBlock } from "./definition";
import { noOwnSettings } from "./settings";
import { BLOCK_TYPE } from "./types";

/** Rich text (HTML in the block's text, sanitised on save and on render). */
export const textBlock = defineBlock(BLOCK_TYPE.TEXT, {
  settingsSchema: noOwnSettings,
  defaultSettings: {},
});
