import { defineBlock } from "./definition";
import { noOwnSettings } from "./settings";
import { BLOCK_TYPE } from "./types";

/** One image from the media library; its alt text lives on the block media row. */
export const imageBlock = defineBlock(BLOCK_TYPE.IMAGE, {
  settingsSchema: noOwnSettings,
  defaultSettings: {},
});
