import { IconMapPin } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { lazyEditor } from "../lazyEditor";
import { QuizDiagramView } from "./View";

export const quizDiagramFace: BlockFace = {
  View: QuizDiagramView,
  Editor: lazyEditor(() => import("./Editor"), "QuizDiagramEditor"),
  Icon: IconMapPin,
};
