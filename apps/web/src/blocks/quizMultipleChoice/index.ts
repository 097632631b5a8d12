import { IconListCheck } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { lazyEditor } from "../lazyEditor";
import { QuizMultipleChoiceView } from "./View";

export const quizMultipleChoiceFace: BlockFace = {
  View: QuizMultipleChoiceView,
  Editor: lazyEditor(() => import("./Editor"), "QuizMultipleChoiceEditor"),
  Icon: IconListCheck,
};
