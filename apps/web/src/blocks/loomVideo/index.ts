import { IconBrandLoom } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { LoomVideoEditor } from "./Editor";
import { LoomVideoView } from "./View";

export const loomVideoFace: BlockFace = { View: LoomVideoView, Editor: LoomVideoEditor, Icon: IconBrandLoom };
