import { IconArrowsLeftRight } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { QuizMatchingEditor } from "./Editor";
import { QuizMatchingView } from "./View";

export const quizMatchingFace: BlockFace = {
  View: QuizMatchingView,
  Editor: QuizMatchingEditor,
  Icon: IconArrowsLeftRight,
};
