import { IconSlideshow } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { lazyEditor } from "../lazyEditor";
import { CarouselView } from "./View";

export const carouselFace: BlockFace = {
  View: CarouselView,
  Editor: lazyEditor(() => import("./Editor"), "CarouselEditor"),
  Icon: IconSlideshow,
};
