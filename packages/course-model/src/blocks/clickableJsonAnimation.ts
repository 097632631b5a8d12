import { defineBlock } from "./definition";
import { noOwnSettings } from "./settings";
import { BLOCK_TYPE } from "./types";

/** A Lottie animation that plays on click and then runs its actions. */
export const clickableJsonAnimationBlock = defineBlock(BLOCK_TYPE.CLICKABLE_JSON_ANIMATION, {
  settingsSchema: noOwnSettings,
  defaultSettings: {},
});
