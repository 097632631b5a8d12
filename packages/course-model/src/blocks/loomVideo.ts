import { MEDIA_TYPE } from "../media/types";
import { contentBlock } from "./definition";
import { noOwnSettings } from "./settings";
import { BLOCK_TYPE } from "./types";

/** A Loom recording: embed_link_id is the parsed share id. Spec 5's "video" minimum (14) covers it. */
export const loomVideoBlock = contentBlock({
  code: BLOCK_TYPE.LOOM_VIDEO,
  name: "loom_video",
  minSize: { w: 4, h: 14 },
  defaultSize: { w: 4, h: 20 },
  supportsInteractionCondition: true,
  mediaTypes: [MEDIA_TYPE.VIDEO_EMBED],
  maxMedia: 1,
  settingsSchema: noOwnSettings,
  defaultSettings: {},
});
