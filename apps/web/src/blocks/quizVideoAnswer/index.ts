import { IconVideo } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { QuizVideoAnswerEditor } from "./Editor";
import { QuizVideoAnswerView } from "./View";

export const quizVideoAnswerFace: BlockFace = {
  View: QuizVideoAnswerView,
  Editor: QuizVideoAnswerEditor,
  Icon: IconVideo,
};
