import { IconListCheck } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { QuizMultipleChoiceEditor } from "./Editor";
import { QuizMultipleChoiceView } from "./View";

export const quizMultipleChoiceFace: BlockFace = {
  View: QuizMultipleChoiceView,
  Editor: QuizMultipleChoiceEditor,
  Icon: IconListCheck,
};
