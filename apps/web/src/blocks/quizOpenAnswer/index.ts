import { IconWriting } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { lazyEditor } from "../lazyEditor";
import { QuizOpenAnswerView } from "./View";

export const quizOpenAnswerFace: BlockFace = {
  View: QuizOpenAnswerView,
  Editor: lazyEditor(() => import("./Editor"), "QuizOpenAnswerEditor"),
  Icon: IconWriting,
};
