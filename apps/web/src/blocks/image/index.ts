import { IconPhoto } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { lazyEditor } from "../lazyEditor";
import { ImageView } from "./View";

export const imageFace: BlockFace = {
  View: ImageView,
  Editor: lazyEditor(() => import("./Editor"), "ImageEditor"),
  Icon: IconPhoto,
};
