import { contentBlock } from "./definition";
import { noOwnSettings } from "./settings";
import { BLOCK_TYPE } from "./types";

/** Rich text (HTML in the block's text, sanitised on save and on render). */
export const textBlock = contentBlock({
  code: BLOCK_TYPE.TEXT,
  name: "text",
  minSize: { w: 1, h: 6 },
  defaultSize: { w: 4, h: 20 },
  supportsInteractionCondition: false,
  mediaTypes: [],
  maxMedia: 0,
  settingsSchema: noOwnSettings,
  defaultSettings: {},
});
