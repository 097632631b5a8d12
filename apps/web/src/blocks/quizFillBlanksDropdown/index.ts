import { IconSelect } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { lazyEditor } from "../lazyEditor";
import { QuizFillBlanksDropdownView } from "./View";

export const quizFillBlanksDropdownFace: BlockFace = {
  View: QuizFillBlanksDropdownView,
  Editor: lazyEditor(() => import("./Editor"), "QuizFillBlanksDropdownEditor"),
  Icon: IconSelect,
};
