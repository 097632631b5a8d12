import { IconPhoto } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { ImageEditor } from "./Editor";
import { ImageView } from "./View";

export const imageFace: BlockFace = { View: ImageView, Editor: ImageEditor, Icon: IconPhoto };
