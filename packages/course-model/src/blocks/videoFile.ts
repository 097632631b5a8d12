import { defineBlock } from "./definition";
import { noOwnSettings } from "./settings";
import { BLOCK_TYPE } from "./types";

/** An uploaded video; autoplay, loop_playback and pause_automatically are block fields. */
export const videoFileBlock = defineBlock(BLOCK_TYPE.VIDEO_FILE, {
  settingsSchema: noOwnSettings,
  defaultSettings: {},
});
