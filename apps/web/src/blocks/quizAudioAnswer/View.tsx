import type { BlockViewProps } from "../faces";
import { RecordingAnswerView } from "../quizShared/recorder/RecordingAnswerView";

/** The learner records (or uploads) an audio answer, plays it back and sends it; not judged. */
export function QuizAudioAnswerView(props: BlockViewProps) {
  return <RecordingAnswerView {...props} kind="audio" testId="block-view-quizAudioAnswer" />;
}
