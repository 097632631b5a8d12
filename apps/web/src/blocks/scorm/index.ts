import { IconPackage } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { lazyEditor } from "../lazyEditor";
import { ScormView } from "./View";

export const scormFace: BlockFace = {
  View: ScormView,
  Editor: lazyEditor(() => import("./Editor"), "ScormEditor"),
  Icon: IconPackage,
};
