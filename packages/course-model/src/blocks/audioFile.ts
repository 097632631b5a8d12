import { defineBlock } from "./definition";
import { noOwnSettings } from "./settings";
import { BLOCK_TYPE } from "./types";

/** An uploaded audio file. */
export const audioFileBlock = defineBlock(BLOCK_TYPE.AUDIO_FILE, {
  settingsSchema: noOwnSettings,
  defaultSettings: {},
});
