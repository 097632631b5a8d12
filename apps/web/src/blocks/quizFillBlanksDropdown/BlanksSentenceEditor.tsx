import { QUIZ_BLANKS_MAX } from "@coursewright/course-model";
import { Button, Paper, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { BlockEditorProps } from "../faces";
import { blankInserterOf } from "../shared/blankInserters";
import { OnCanvasHint } from "../shared/OnCanvasHint";
import { BlankHeader } from "./BlankHeader";
import { removeById } from "./list";
import { appendPlaceholder, isPlaced, numberedBlanks, removePlaceholder } from "./sentence";

interface BlanksSentenceEditorProps<T extends { id: string }> extends Pick<BlockEditorProps, "block" | "onChange"> {
  blanks: readonly T[];
  /** A new, empty blank whose id is none of `taken`. */
  newBlank(taken: readonly string[]): T;
  /** What is set for one blank (its options or its accepted answers). */
  renderBlank(blank: T, number: number): ReactNode;
}

/**
 * Where the sentence of a fill-in-the-blanks question is (typed on the canvas, its blanks as numbered chips: issue
 * 17), then one card per blank in reading order. A blank is added, or put back in the text, at the caret of the
 * sentence on the page (at its end until the author has been in it), in one edit with its settings. Both fill-in
 * types (dropdowns, typed answers) use it.
 */
export function BlanksSentenceEditor<T extends { id: string }>({
  block,
  onChange,
  blanks,
  newBlank,
  renderBlank,
}: BlanksSentenceEditorProps<T>) {
  const { t } = useTranslation();
  /** The sentence with blank `id` put in: at the caret on the page, or (editor not loaded yet) at the end. */
  const textWith = (id: string) => blankInserterOf(block.id)?.(id) ?? appendPlaceholder(block.text, id);

  const addBlank = () => {
    const blank = newBlank(blanks.map((b) => b.id));
    onChange({ text: textWith(blank.id), settings: { ...block.settings, blanks: [...blanks, blank] } });
  };
  const removeBlank = (id: string) =>
    onChange({
      text: removePlaceholder(block.text, id),
      settings: { ...block.settings, blanks: removeById(blanks, id) },
    });

  return (
    <>
      <OnCanvasHint label={t("blocks.quiz.fill_blanks.sentence")} />
      <Text size="xs" c="dimmed">
        {t("blocks.quiz.fill_blanks.sentence_hint")}
      </Text>
      {numberedBlanks(block.text, blanks).map(({ blank, number }) => (
        <Paper key={blank.id} withBorder p="xs" radius="sm" data-testid="quiz-blank-editor">
          <Stack gap={6}>
            <BlankHeader
              number={number}
              placed={isPlaced(block.text, blank.id)}
              onPlace={() => onChange({ text: textWith(blank.id) })}
              onRemove={() => removeBlank(blank.id)}
              canRemove={blanks.length > 1}
            />
            {renderBlank(blank, number)}
          </Stack>
        </Paper>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={blanks.length >= QUIZ_BLANKS_MAX}
        onClick={addBlank}
      >
        {t("blocks.quiz.fill_blanks.add_blank")}
      </Button>
    </>
  );
}
