import { IconBrandYoutube } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { VideoEmbedEditor } from "./Editor";
import { VideoEmbedView } from "./View";

export const videoEmbedFace: BlockFace = { View: VideoEmbedView, Editor: VideoEmbedEditor, Icon: IconBrandYoutube };
