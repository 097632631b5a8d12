import { IconSelect } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { QuizFillBlanksDropdownEditor } from "./Editor";
import { QuizFillBlanksDropdownView } from "./View";

export const quizFillBlanksDropdownFace: BlockFace = {
  View: QuizFillBlanksDropdownView,
  Editor: QuizFillBlanksDropdownEditor,
  Icon: IconSelect,
};
