import { IconToggleLeft } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { QuizTrueFalseEditor } from "./Editor";
import { QuizTrueFalseView } from "./View";

export const quizTrueFalseFace: BlockFace = {
  View: QuizTrueFalseView,
  Editor: QuizTrueFalseEditor,
  Icon: IconToggleLeft,
};
