import { IconSparkles } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { JsonAnimationEditor } from "./Editor";
import { JsonAnimationView } from "./View";

export const jsonAnimationFace: BlockFace = {
  View: JsonAnimationView,
  Editor: JsonAnimationEditor,
  Icon: IconSparkles,
};
