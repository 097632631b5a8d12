import { IconVideo } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { lazyEditor } from "../lazyEditor";
import { QuizVideoAnswerView } from "./View";

export const quizVideoAnswerFace: BlockFace = {
  View: QuizVideoAnswerView,
  Editor: lazyEditor(() => import("./Editor"), "QuizVideoAnswerEditor"),
  Icon: IconVideo,
};
