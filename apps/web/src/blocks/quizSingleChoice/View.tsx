import type { BlockViewProps } from "../faces";
import { ChoiceQuestionView } from "../quizShared/ChoiceQuestionView";

export function QuizSingleChoiceView(props: BlockViewProps) {
  return <ChoiceQuestionView {...props} kind="single" testId="block-view-quizSingleChoice" />;
}
