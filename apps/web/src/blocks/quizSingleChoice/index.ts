import { IconCircleDot } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { lazyEditor } from "../lazyEditor";
import { QuizSingleChoiceView } from "./View";

export const quizSingleChoiceFace: BlockFace = {
  View: QuizSingleChoiceView,
  Editor: lazyEditor(() => import("./Editor"), "QuizSingleChoiceEditor"),
  Icon: IconCircleDot,
};
