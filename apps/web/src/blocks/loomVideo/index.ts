import { IconBrandLoom } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { lazyEditor } from "../lazyEditor";
import { LoomVideoView } from "./View";

export const loomVideoFace: BlockFace = {
  View: LoomVideoView,
  Editor: lazyEditor(() => import("./Editor"), "LoomVideoEditor"),
  Icon: IconBrandLoom,
};
