import { IconMicrophone } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { QuizAudioAnswerEditor } from "./Editor";
import { QuizAudioAnswerView } from "./View";

export const quizAudioAnswerFace: BlockFace = {
  View: QuizAudioAnswerView,
  Editor: QuizAudioAnswerEditor,
  Icon: IconMicrophone,
};
