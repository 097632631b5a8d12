import { defineBlock } from "./definition";
import { noOwnSettings } from "./settings";
import { BLOCK_TYPE } from "./types";

/** A Lottie animation; autoplay, loop_playback and animation_delay are block fields. */
export const jsonAnimationBlock = defineBlock(BLOCK_TYPE.JSON_ANIMATION, {
  settingsSchema: noOwnSettings,
  defaultSettings: {},
});
