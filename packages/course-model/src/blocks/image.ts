import { MEDIA_TYPE } from "../media/types";
import { contentBlock } from "./definition";
import { noOwnSettings } from "./settings";
import { BLOCK_TYPE } from "./types";

/** One image from the media library; its alt text lives on the block media row. */
export const imageBlock = contentBlock({
  code: BLOCK_TYPE.IMAGE,
  name: "image",
  minSize: { w: 1, h: 5 },
  defaultSize: { w: 4, h: 20 },
  supportsInteractionCondition: false,
  mediaTypes: [MEDIA_TYPE.IMAGE],
  maxMedia: 1,
  settingsSchema: noOwnSettings,
  defaultSettings: {},
});
