import { IconMicrophone } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { lazyEditor } from "../lazyEditor";
import { QuizAudioAnswerView } from "./View";

export const quizAudioAnswerFace: BlockFace = {
  View: QuizAudioAnswerView,
  Editor: lazyEditor(() => import("./Editor"), "QuizAudioAnswerEditor"),
  Icon: IconMicrophone,
};
