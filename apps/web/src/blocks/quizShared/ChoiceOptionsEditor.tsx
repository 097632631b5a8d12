import { MEDIA_TYPE, QUIZ_OPTIONS_MAX, QUIZ_OPTIONS_MIN } from "@coursewright/course-model";
import { ActionIcon, Button, Checkbox, Group, Input, Radio, Stack } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPhotoPlus, IconPlus, IconTrash } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { MediaPicker } from "../../media";
import { DraftTextInput } from "../common/DraftTextInput";
import {
  addOption,
  type ChoiceKind,
  imageUrlOf,
  moveOption,
  removeOption,
  type ShownChoiceOption,
  setOptionCorrect,
  setOptionText,
} from "./choice";

interface ChoiceOptionsEditorProps {
  options: readonly ShownChoiceOption[];
  kind: ChoiceKind;
  onChange(next: ShownChoiceOption[]): void;
}

/** The options of a choice question: text, right or wrong, order; 2 to 20 of them. */
export function ChoiceOptionsEditor({ options, kind, onChange }: ChoiceOptionsEditorProps) {
  const { t } = useTranslation();
  const radioName = useId();
  const [picking, setPicking] = useState<string | null>(null);
  // The server adds a signed image_url to each option with an image when it presents the block; a fresh pick
  // carries the picked item's URL until the next load. The save stores the id only.
  const setImage = (id: string, image: { id: number; url: string } | null) =>
    onChange(
      options.map((option) =>
        option.id === id ? { ...option, image_media_id: image?.id ?? null, image_url: image?.url } : option,
      ),
    );
  return (
    <Stack gap={6} data-testid="choice-options-editor">
      <Input.Label>{t("blocks.quiz.common.options")}</Input.Label>
      <Input.Description>
        {kind === "single"
          ? t("blocks.quiz.quiz_single_choice.mark_hint")
          : t("blocks.quiz.quiz_multiple_choice.mark_hint")}
      </Input.Description>
      {options.map((option, index) => {
        const number = index + 1;
        const markLabel = t("blocks.quiz.common.mark_correct", { number });
        const mark = (checked: boolean) => onChange(setOptionCorrect(options, option.id, checked, kind));
        return (
          <Group key={option.id} gap={4} wrap="nowrap" align="center" data-testid="choice-option-editor">
            {kind === "single" ? (
              <Radio
                name={radioName}
                checked={option.correct}
                onChange={(event) => mark(event.currentTarget.checked)}
                aria-label={markLabel}
                title={markLabel}
              />
            ) : (
              <Checkbox
                checked={option.correct}
                onChange={(event) => mark(event.currentTarget.checked)}
                aria-label={markLabel}
                title={markLabel}
              />
            )}
            <DraftTextInput
              style={{ flex: 1, minWidth: 0 }}
              aria-label={t("blocks.quiz.common.option_text", { number })}
              placeholder={t("blocks.quiz.common.option_placeholder", { number })}
              maxLength={1000}
              value={option.text}
              onCommit={(text) => onChange(setOptionText(options, option.id, text))}
            />
            <OptionImageButton
              url={imageUrlOf(option)}
              number={number}
              onPick={() => setPicking(option.id)}
              onRemove={() => setImage(option.id, null)}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={index === 0}
              onClick={() => onChange(moveOption(options, option.id, -1))}
              aria-label={t("blocks.quiz.common.move_up", { number })}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={index === options.length - 1}
              onClick={() => onChange(moveOption(options, option.id, 1))}
              aria-label={t("blocks.quiz.common.move_down", { number })}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              disabled={options.length <= QUIZ_OPTIONS_MIN}
              onClick={() => onChange(removeOption(options, option.id))}
              aria-label={t("blocks.quiz.common.remove_option", { number })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={options.length >= QUIZ_OPTIONS_MAX}
        onClick={() => onChange(addOption(options))}
      >
        {t("blocks.quiz.common.add_option")}
      </Button>
      <MediaPicker
        opened={picking !== null}
        onClose={() => setPicking(null)}
        types={[MEDIA_TYPE.IMAGE]}
        onPick={(item) => picking && setImage(picking, { id: item.id, url: item.url })}
      />
    </Stack>
  );
}

function OptionImageButton(props: { url: string | null; number: number; onPick(): void; onRemove(): void }) {
  const { t } = useTranslation();
  if (!props.url) {
    return (
      <ActionIcon
        variant="subtle"
        color="gray"
        onClick={props.onPick}
        aria-label={t("blocks.quiz.common.option_image_add", { number: props.number })}
        title={t("blocks.quiz.common.option_image_add", { number: props.number })}
      >
        <IconPhotoPlus size={16} aria-hidden />
      </ActionIcon>
    );
  }
  return (
    <ActionIcon
      variant="default"
      onClick={props.onRemove}
      aria-label={t("blocks.quiz.common.option_image_remove", { number: props.number })}
      title={t("blocks.quiz.common.option_image_remove", { number: props.number })}
      style={{ backgroundImage: `url("${props.url}")`, backgroundSize: "cover", backgroundPosition: "center" }}
    />
  );
}
