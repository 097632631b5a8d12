import { MEDIA_TYPE } from "../media/types";
import { contentBlock } from "./definition";
import { noOwnSettings } from "./settings";
import { BLOCK_TYPE } from "./types";

/** A SCORM package of the media library, run by its SCORM player; full width by default (spec 5). */
export const scormBlock = contentBlock({
  code: BLOCK_TYPE.SCORM,
  name: "scorm",
  minSize: { w: 4, h: 20 },
  defaultSize: { w: 12, h: 40 },
  supportsInteractionCondition: true,
  mediaTypes: [MEDIA_TYPE.SCORM],
  maxMedia: 1,
  settingsSchema: noOwnSettings,
  defaultSettings: {},
});
