import { IconPackage } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { ScormEditor } from "./Editor";
import { ScormView } from "./View";

export const scormFace: BlockFace = { View: ScormView, Editor: ScormEditor, Icon: IconPackage };
