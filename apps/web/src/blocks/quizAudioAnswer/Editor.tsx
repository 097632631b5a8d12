import type { BlockEditorProps } from "../faces";
import { RecordingEditor } from "../quizShared/recorder/RecordingEditor";

/** The question, the longest recording and the common question settings. */
export function QuizAudioAnswerEditor({ block, onChange }: BlockEditorProps) {
  return <RecordingEditor block={block} onChange={onChange} testId="block-editor-quizAudioAnswer" />;
}
