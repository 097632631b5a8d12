import { IconTypography } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { TextEditor } from "./Editor";
import { TextView } from "./View";

export const textFace: BlockFace = { View: TextView, Editor: TextEditor, Icon: IconTypography };
