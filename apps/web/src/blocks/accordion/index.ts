import { IconLayoutList } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { lazyEditor } from "../lazyEditor";
import { AccordionView } from "./View";

export const accordionFace: BlockFace = {
  View: AccordionView,
  Editor: lazyEditor(() => import("./Editor"), "AccordionEditor"),
  Icon: IconLayoutList,
};
