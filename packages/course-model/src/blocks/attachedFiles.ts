import { defineBlock } from "./definition";
import { noOwnSettings } from "./settings";
import { BLOCK_TYPE } from "./types";

/** A download list: every kind of stored file is allowed, one block media row each. */
export const attachedFilesBlock = defineBlock(BLOCK_TYPE.ATTACHED_FILES, {
  settingsSchema: noOwnSettings,
  defaultSettings: {},
});
