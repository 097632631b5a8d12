import { IconSlideshow } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { CarouselEditor } from "./Editor";
import { CarouselView } from "./View";

export const carouselFace: BlockFace = { View: CarouselView, Editor: CarouselEditor, Icon: IconSlideshow };
