import { MEDIA_TYPE } from "../media/types";
import { contentBlock } from "./definition";
import { noOwnSettings } from "./settings";
import { BLOCK_TYPE } from "./types";

/** A Lottie animation; autoplay, loop_playback and animation_delay are block fields. */
export const jsonAnimationBlock = contentBlock({
  code: BLOCK_TYPE.JSON_ANIMATION,
  name: "json_animation",
  minSize: { w: 1, h: 5 },
  defaultSize: { w: 4, h: 20 },
  supportsInteractionCondition: false,
  mediaTypes: [MEDIA_TYPE.JSON_ANIMATION],
  maxMedia: 1,
  settingsSchema: noOwnSettings,
  defaultSettings: {},
});
