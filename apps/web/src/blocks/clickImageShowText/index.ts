import { IconHandClick } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { ClickImageShowTextEditor } from "./Editor";
import { ClickImageShowTextView } from "./View";

export const clickImageShowTextFace: BlockFace = {
  View: ClickImageShowTextView,
  Editor: ClickImageShowTextEditor,
  Icon: IconHandClick,
};
