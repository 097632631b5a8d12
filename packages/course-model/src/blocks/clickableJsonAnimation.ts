import { MEDIA_TYPE } from "../media/types";
import { contentBlock } from "./definition";
import { noOwnSettings } from "./settings";
import { BLOCK_TYPE } from "./types";

/** A Lottie animation that plays on click and then runs its actions. */
export const clickableJsonAnimationBlock = contentBlock({
  code: BLOCK_TYPE.CLICKABLE_JSON_ANIMATION,
  name: "clickable_json_animation",
  minSize: { w: 1, h: 7 },
  defaultSize: { w: 4, h: 20 },
  supportsInteractionCondition: true,
  mediaTypes: [MEDIA_TYPE.JSON_ANIMATION],
  maxMedia: 1,
  settingsSchema: noOwnSettings,
  defaultSettings: {},
});
