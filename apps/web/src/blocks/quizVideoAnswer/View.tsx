import type { BlockViewProps } from "../faces";
import { RecordingAnswerView } from "../quizShared/recorder/RecordingAnswerView";

/** The learner records (or uploads) a video answer, plays it back and sends it; not judged. */
export function QuizVideoAnswerView(props: BlockViewProps) {
  return <RecordingAnswerView {...props} kind="video" testId="block-view-quizVideoAnswer" />;
}
