import { MEDIA_TYPE } from "../media/types";
import { contentBlock } from "./definition";
import { noOwnSettings } from "./settings";
import { BLOCK_TYPE } from "./types";

/** An uploaded audio file. */
export const audioFileBlock = contentBlock({
  code: BLOCK_TYPE.AUDIO_FILE,
  name: "audio_file",
  minSize: { w: 4, h: 12 },
  defaultSize: { w: 4, h: 20 },
  supportsInteractionCondition: true,
  mediaTypes: [MEDIA_TYPE.AUDIO],
  maxMedia: 1,
  settingsSchema: noOwnSettings,
  defaultSettings: {},
});
