import { MEDIA_TYPE } from "../media/types";
import { contentBlock } from "./definition";
import { noOwnSettings } from "./settings";
import { BLOCK_TYPE } from "./types";

/** A download list: every kind of stored file is allowed, one block media row each. */
export const attachedFilesBlock = contentBlock({
  code: BLOCK_TYPE.ATTACHED_FILES,
  name: "attached_files",
  minSize: { w: 4, h: 20 },
  defaultSize: { w: 4, h: 20 },
  supportsInteractionCondition: true,
  mediaTypes: [MEDIA_TYPE.OTHER, MEDIA_TYPE.IMAGE, MEDIA_TYPE.VIDEO_FILE, MEDIA_TYPE.AUDIO],
  maxMedia: null,
  settingsSchema: noOwnSettings,
  defaultSettings: {},
});
