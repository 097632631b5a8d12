import { IconPaperclip } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { lazyEditor } from "../lazyEditor";
import { AttachedFilesView } from "./View";

export const attachedFilesFace: BlockFace = {
  View: AttachedFilesView,
  Editor: lazyEditor(() => import("./Editor"), "AttachedFilesEditor"),
  Icon: IconPaperclip,
};
