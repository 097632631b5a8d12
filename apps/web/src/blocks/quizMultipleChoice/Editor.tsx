import { quizMultipleChoiceSettingsSchema } from "@coursewright/course-model";
import { Stack } from "@mantine/core";
import type { BlockEditorProps } from "../faces";
import { ChoiceOptionsEditor } from "../quizShared/ChoiceOptionsEditor";
import { choiceProblems, readChoiceOptions } from "../quizShared/choice";
import { ProblemList } from "../quizShared/ProblemList";
import { QuestionTextEditor } from "../quizShared/QuestionTextEditor";
import { QuizSettingsEditor } from "../quizShared/QuizSettingsEditor";

export function QuizMultipleChoiceEditor({ block, onChange }: BlockEditorProps) {
  const options = readChoiceOptions(block.settings);
  const problems = choiceProblems(options, "multiple");
  const invalid = problems.length === 0 && !quizMultipleChoiceSettingsSchema.safeParse(block.settings).success;
  return (
    <Stack gap="sm" data-testid="block-editor-quizMultipleChoice">
      <QuestionTextEditor block={block} onChange={onChange} />
      <ChoiceOptionsEditor
        options={options}
        kind="multiple"
        onChange={(next) => onChange({ settings: { ...block.settings, options: next } })}
      />
      <ProblemList problems={invalid ? [{ key: "blocks.quiz.common.invalid_settings" }] : problems} />
      <QuizSettingsEditor block={block} onChange={onChange} withShuffle />
    </Stack>
  );
}
