import { IconArrowsLeftRight } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { lazyEditor } from "../lazyEditor";
import { QuizMatchingView } from "./View";

export const quizMatchingFace: BlockFace = {
  View: QuizMatchingView,
  Editor: lazyEditor(() => import("./Editor"), "QuizMatchingEditor"),
  Icon: IconArrowsLeftRight,
};
