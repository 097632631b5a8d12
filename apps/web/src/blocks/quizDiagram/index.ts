import { IconMapPin } from "@tabler/icons-react";
import type { BlockFace } from "../faces";
import { QuizDiagramEditor } from "./Editor";
import { QuizDiagramView } from "./View";

export const quizDiagramFace: BlockFace = { View: QuizDiagramView, Editor: QuizDiagramEditor, Icon: IconMapPin };
