import { defineBlock } from "./definition";
import { noOwnSettings } from "./settings";
import { BLOCK_TYPE } from "./types";

/** A button: text, colours and horizontal_align are block fields; what it does is its actions. */
export const buttonBlock = defineBlock(BLOCK_TYPE.BUTTON, {
  settingsSchema: noOwnSettings,
  defaultSettings: {},
});
