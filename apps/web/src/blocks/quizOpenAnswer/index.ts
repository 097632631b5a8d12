import { IconWriting } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { QuizOpenAnswerEditor } from "./Editor";
import { QuizOpenAnswerView } from "./View";

export const quizOpenAnswerFace: BlockFace = {
  View: QuizOpenAnswerView,
  Editor: QuizOpenAnswerEditor,
  Icon: IconWriting,
};
