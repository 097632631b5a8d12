import { IconHandFinger } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { ClickableJsonAnimationEditor } from "./Editor";
import { ClickableJsonAnimationView } from "./View";

export const clickableJsonAnimationFace: BlockFace = {
  View: ClickableJsonAnimationView,
  Editor: ClickableJsonAnimationEditor,
  Icon: IconHandFinger,
};
