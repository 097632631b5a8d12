import { IconForms } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { QuizFillBlanksOpenAnswerEditor } from "./Editor";
import { QuizFillBlanksOpenAnswerView } from "./View";

export const quizFillBlanksOpenAnswerFace: BlockFace = {
  View: QuizFillBlanksOpenAnswerView,
  Editor: QuizFillBlanksOpenAnswerEditor,
  Icon: IconForms,
};
