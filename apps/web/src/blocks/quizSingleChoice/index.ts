import { IconCircleDot } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { QuizSingleChoiceEditor } from "./Editor";
import { QuizSingleChoiceView } from "./View";

export const quizSingleChoiceFace: BlockFace = {
  View: QuizSingleChoiceView,
  Editor: QuizSingleChoiceEditor,
  Icon: IconCircleDot,
};
