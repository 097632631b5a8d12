import type { BlockViewProps } from "../faces";
import { ChoiceQuestionView } from "../quizShared/ChoiceQuestionView";

export function QuizMultipleChoiceView(props: BlockViewProps) {
  return <ChoiceQuestionView {...props} kind="multiple" testId="block-view-quizMultipleChoice" />;
}
