import { IconMovie } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { VideoFileEditor } from "./Editor";
import { VideoFileView } from "./View";

export const videoFileFace: BlockFace = { View: VideoFileView, Editor: VideoFileEditor, Icon: IconMovie };
