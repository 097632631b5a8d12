import { IconPaperclip } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { AttachedFilesEditor } from "./Editor";
import { AttachedFilesView } from "./View";

export const attachedFilesFace: BlockFace = {
  View: AttachedFilesView,
  Editor: AttachedFilesEditor,
  Icon: IconPaperclip,
};
