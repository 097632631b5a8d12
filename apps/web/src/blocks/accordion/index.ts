import { IconLayoutList } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { AccordionEditor } from "./Editor";
import { AccordionView } from "./View";

export const accordionFace: BlockFace = { View: AccordionView, Editor: AccordionEditor, Icon: IconLayoutList };
