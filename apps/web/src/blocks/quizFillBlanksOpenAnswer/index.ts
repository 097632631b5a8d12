import { IconForms } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { lazyEditor } from "../lazyEditor";
import { QuizFillBlanksOpenAnswerView } from "./View";

export const quizFillBlanksOpenAnswerFace: BlockFace = {
  View: QuizFillBlanksOpenAnswerView,
  Editor: lazyEditor(() => import("./Editor"), "QuizFillBlanksOpenAnswerEditor"),
  Icon: IconForms,
};
