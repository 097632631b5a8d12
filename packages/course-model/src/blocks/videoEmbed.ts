import { MEDIA_TYPE } from "../media/types";
import { contentBlock } from "./definition";
import { noOwnSettings } from "./settings";
import { BLOCK_TYPE } from "./types";

/** A YouTube or Vimeo video: video_embed_link and its parsed video_embed_link_id, or an embed video of the library. */
export const videoEmbedBlock = contentBlock({
  code: BLOCK_TYPE.VIDEO_EMBED,
  name: "video_embed",
  minSize: { w: 4, h: 14 },
  defaultSize: { w: 4, h: 20 },
  supportsInteractionCondition: true,
  mediaTypes: [MEDIA_TYPE.VIDEO_EMBED],
  maxMedia: 1,
  settingsSchema: noOwnSettings,
  defaultSettings: {},
});
