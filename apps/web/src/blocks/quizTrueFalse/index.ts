import { IconToggleLeft } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { lazyEditor } from "../lazyEditor";
import { QuizTrueFalseView } from "./View";

export const quizTrueFalseFace: BlockFace = {
  View: QuizTrueFalseView,
  Editor: lazyEditor(() => import("./Editor"), "QuizTrueFalseEditor"),
  Icon: IconToggleLeft,
};
