import { IconMusic } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { AudioFileEditor } from "./Editor";
import { AudioFileView } from "./View";

export const audioFileFace: BlockFace = { View: AudioFileView, Editor: AudioFileEditor, Icon: IconMusic };
