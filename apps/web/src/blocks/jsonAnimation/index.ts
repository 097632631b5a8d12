import { IconSparkles } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { lazyEditor } from "../lazyEditor";
import { JsonAnimationView } from "./View";

export const jsonAnimationFace: BlockFace = {
  View: JsonAnimationView,
  Editor: lazyEditor(() => import("./Editor"), "JsonAnimationEditor"),
  Icon: IconSparkles,
};
