import { contentBlock } from "./definition";
import { noOwnSettings } from "./settings";
import { BLOCK_TYPE } from "./types";

/** A button: text, colours and horizontal_align are block fields; what it does is its actions. */
export const buttonBlock = contentBlock({
  code: BLOCK_TYPE.BUTTON,
  name: "button",
  minSize: { w: 1, h: 4 },
  defaultSize: { w: 4, h: 4 },
  supportsInteractionCondition: true,
  mediaTypes: [],
  maxMedia: 0,
  settingsSchema: noOwnSettings,
  defaultSettings: {},
});
