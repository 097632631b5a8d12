import { IconHandFinger } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { lazyEditor } from "../lazyEditor";
import { ClickableJsonAnimationView } from "./View";

export const clickableJsonAnimationFace: BlockFace = {
  View: ClickableJsonAnimationView,
  Editor: lazyEditor(() => import("./Editor"), "ClickableJsonAnimationEditor"),
  Icon: IconHandFinger,
};
