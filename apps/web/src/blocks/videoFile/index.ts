import { IconMovie } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { lazyEditor } from "../lazyEditor";
import { VideoFileView } from "./View";

export const videoFileFace: BlockFace = {
  View: VideoFileView,
  Editor: lazyEditor(() => import("./Editor"), "VideoFileEditor"),
  Icon: IconMovie,
};
