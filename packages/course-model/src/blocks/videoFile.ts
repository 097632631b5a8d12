import { MEDIA_TYPE } from "../media/types";
import { contentBlock } from "./definition";
import { noOwnSettings } from "./settings";
import { BLOCK_TYPE } from "./types";

/** An uploaded video; autoplay, loop_playback and pause_automatically are block fields. */
export const videoFileBlock = contentBlock({
  code: BLOCK_TYPE.VIDEO_FILE,
  name: "video_file",
  minSize: { w: 4, h: 14 },
  defaultSize: { w: 4, h: 20 },
  supportsInteractionCondition: true,
  mediaTypes: [MEDIA_TYPE.VIDEO_FILE],
  maxMedia: 1,
  settingsSchema: noOwnSettings,
  defaultSettings: {},
});
