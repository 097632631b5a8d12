import { MEDIA_TYPE } from "../media/types";
import { contentBlock } from "./definition";
import { noOwnSettings } from "./settings";
import { BLOCK_TYPE } from "./types";

/** Several images; each block media row carries its title, text and order. */
export const carouselBlock = contentBlock({
  code: BLOCK_TYPE.CAROUSEL,
  name: "carousel",
  minSize: { w: 4, h: 10 },
  defaultSize: { w: 4, h: 20 },
  supportsInteractionCondition: true,
  mediaTypes: [MEDIA_TYPE.IMAGE],
  maxMedia: null,
  settingsSchema: noOwnSettings,
  defaultSettings: {},
});
