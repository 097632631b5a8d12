import { IconHandClick } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { lazyEditor } from "../lazyEditor";
import { ClickImageShowTextView } from "./View";

export const clickImageShowTextFace: BlockFace = {
  View: ClickImageShowTextView,
  Editor: lazyEditor(() => import("./Editor"), "ClickImageShowTextEditor"),
  Icon: IconHandClick,
};
