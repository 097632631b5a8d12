import { IconTypography } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { lazyEditor } from "../lazyEditor";
import { TextView } from "./View";

export const textFace: BlockFace = {
  View: TextView,
  Editor: lazyEditor(() => import("./Editor"), "TextEditor"),
  Icon: IconTypography,
};
