import { IconClick } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { lazyEditor } from "../lazyEditor";
import { ButtonView } from "./View";

export const buttonFace: BlockFace = {
  View: ButtonView,
  Editor: lazyEditor(() => import("./Editor"), "ButtonEditor"),
  Icon: IconClick,
};
