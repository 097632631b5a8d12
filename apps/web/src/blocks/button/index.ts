import { IconClick } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { ButtonEditor } from "./Editor";
import { ButtonView } from "./View";

export const buttonFace: BlockFace = { View: ButtonView, Editor: ButtonEditor, Icon: IconClick };
