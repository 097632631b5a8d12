import {
  BACKGROUND_POSITIONS,
  BACKGROUND_REPEATS,
  BACKGROUND_SIZES,
  type Page,
  type PagePatch,
} from "@coursewright/course-model";
import { CloseButton, ColorInput, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import type { KeyboardEvent } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { updatePage } from "../actions";
import { useActivePage } from "../selectors";
import { useBuilderStore } from "../store";
import { BackgroundImageField } from "./BackgroundImageField";
import { formatClock, parseTimeLimit } from "./timeLimit";
import { useDraft } from "./useDraft";

const blurOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === "Enter") event.currentTarget.blur();
};

function TitleField({ page, onChange, disabled }: FieldProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft(page.title);
  const commit = () => {
    const title = draft.trim();
    if (title === "") setDraft(page.title);
    else if (title !== page.title) onChange({ title });
  };
  return (
    <TextInput
      label={t("builder.page.title")}
      value={draft}
      maxLength={255}
      disabled={disabled}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={blurOnEnter}
      data-testid="page-title-input"
    />
  );
}

function TimeLimitField({ page, onChange, disabled }: FieldProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft(page.time_limit === null ? "" : String(page.time_limit));
  const [error, setError] = useState<string | null>(null);
  const parsed = parseTimeLimit(draft);
  const commit = () => {
    const result = parseTimeLimit(draft);
    if (!result.ok) {
      setError(t(`builder.page.time_limit_${result.error}`));
      return;
    }
    setError(null);
    setDraft(result.seconds === null ? "" : String(result.seconds));
    if (result.seconds !== page.time_limit) onChange({ time_limit: result.seconds });
  };
  const hint =
    parsed.ok && parsed.seconds !== null
      ? t("builder.page.time_limit_clock", { clock: formatClock(parsed.seconds) })
      : t("builder.page.time_limit_hint");
  return (
    <TextInput
      label={t("builder.page.time_limit")}
      description={hint}
      placeholder={t("builder.page.time_limit_none")}
      inputMode="numeric"
      value={draft}
      error={error}
      disabled={disabled}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        setError(null);
      }}
      onBlur={commit}
      onKeyDown={blurOnEnter}
      data-testid="page-time-limit-input"
    />
  );
}

function ColorField({ page, onChange, disabled }: FieldProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft(page.background_color ?? "");
  // Typing and dragging in the picker change the draft; leaving the field (or Enter) is the one edit.
  const commit = () => {
    const value = draft.trim() === "" ? null : draft.trim();
    if (value !== page.background_color) onChange({ background_color: value });
  };
  return (
    <ColorInput
      label={t("builder.page.background_color")}
      placeholder={t("builder.page.background_color_none")}
      value={draft}
      format="hex"
      disabled={disabled}
      withEyeDropper={false}
      onChange={setDraft}
      onBlur={commit}
      onKeyDown={blurOnEnter}
      rightSection={
        page.background_color ? (
          <CloseButton
            size="sm"
            aria-label={t("builder.page.background_color_clear")}
            onClick={() => {
              setDraft("");
              onChange({ background_color: null });
            }}
          />
        ) : null
      }
      data-testid="page-background-color"
    />
  );
}

interface FieldProps {
  page: Page;
  onChange(patch: PagePatch): void;
  disabled: boolean;
}

function OptionSelect<T extends string>({
  label,
  testId,
  options,
  value,
  onSelect,
  disabled,
}: {
  label: string;
  testId: string;
  options: readonly T[];
  value: T | null;
  onSelect(next: T | null): void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={label}
      placeholder={t("builder.page.option_default")}
      data={options.map((option) => ({ value: option, label: t(`builder.page.options.${option}`) }))}
      value={value}
      clearable
      allowDeselect={false}
      disabled={disabled}
      onChange={(picked) => {
        const next = options.find((option) => option === picked) ?? null;
        if (next !== value) onSelect(next);
      }}
      data-testid={testId}
    />
  );
}

/** The right drawer's Page tab: the active page's title, time limit and background. */
export function PageSettings() {
  const { t } = useTranslation();
  const view = useActivePage();
  const saving = useBuilderStore((s) => s.saveStatus === "saving");
  if (!view) {
    return (
      <Text size="sm" c="dimmed">
        {t("builder.page.none")}
      </Text>
    );
  }
  const { page } = view;
  const onChange = (patch: PagePatch) => updatePage(page.id, patch);
  const props = { page, onChange, disabled: saving };
  const noImage = !page.background_image_media;
  return (
    <Stack gap="md" data-testid="page-settings" key={page.id}>
      <TitleField {...props} />
      <TimeLimitField {...props} />
      <Title order={3} size="sm" mt="xs">
        {t("builder.page.background")}
      </Title>
      <ColorField {...props} />
      <BackgroundImageField
        image={page.background_image_media}
        disabled={saving}
        onPick={(item) => onChange({ background_image_media_id: item.id, background_image_media: item })}
        onClear={() => onChange({ background_image_media_id: null, background_image_media: null })}
      />
      <OptionSelect
        label={t("builder.page.background_size")}
        testId="page-background-size"
        options={BACKGROUND_SIZES}
        value={page.background_size}
        onSelect={(background_size) => onChange({ background_size })}
        disabled={saving || noImage}
      />
      <OptionSelect
        label={t("builder.page.background_repeat")}
        testId="page-background-repeat"
        options={BACKGROUND_REPEATS}
        value={page.background_repeat}
        onSelect={(background_repeat) => onChange({ background_repeat })}
        disabled={saving || noImage}
      />
      <OptionSelect
        label={t("builder.page.background_position")}
        testId="page-background-position"
        options={BACKGROUND_POSITIONS}
        value={page.background_position}
        onSelect={(background_position) => onChange({ background_position })}
        disabled={saving || noImage}
      />
    </Stack>
  );
}
