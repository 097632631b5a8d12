import { IconMusic } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { lazyEditor } from "../lazyEditor";
import { AudioFileView } from "./View";

export const audioFileFace: BlockFace = {
  View: AudioFileView,
  Editor: lazyEditor(() => import("./Editor"), "AudioFileEditor"),
  Icon: IconMusic,
};
