import { defineBlock } from "./definition";
import { noOwnSettings } from "./settings";
import { BLOCK_TYPE } from "./types";

/** A YouTube or Vimeo video: video_embed_link and its parsed video_embed_link_id, or an embed video of the library. */
export const videoEmbedBlock = defineBlock(BLOCK_TYPE.VIDEO_EMBED, {
  settingsSchema: noOwnSettings,
  defaultSettings: {},
});
