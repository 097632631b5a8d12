import { IconBrandYoutube } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { lazyEditor } from "../lazyEditor";
import { VideoEmbedView } from "./View";

export const videoEmbedFace: BlockFace = {
  View: VideoEmbedView,
  Editor: lazyEditor(() => import("./Editor"), "VideoEmbedEditor"),
  Icon: IconBrandYoutube,
};
