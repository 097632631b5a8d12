import { defineBlock } from "./definition";
import { noOwnSettings } from "./settings";
import { BLOCK_TYPE } from "./types";

/** Several images; each block media row carries its title, text and order. */
export const carouselBlock = defineBlock(BLOCK_TYPE.CAROUSEL, {
  settingsSchema: noOwnSettings,
  defaultSettings: {},
});
