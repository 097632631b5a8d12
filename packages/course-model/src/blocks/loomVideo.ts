import { defineBlock } from "./definition";
import { noOwnSettings } from "./settings";
import { BLOCK_TYPE } from "./types";

/** A Loom recording: embed_link_id is the parsed share id. Spec 5's "video" minimum (14) covers it. */
export const loomVideoBlock = defineBlock(BLOCK_TYPE.LOOM_VIDEO, {
  settingsSchema: noOwnSettings,
  defaultSettings: {},
});
