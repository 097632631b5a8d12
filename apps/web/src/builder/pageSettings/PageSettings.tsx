import {
  BACKGROUND_POSITIONS,
  BACKGROUND_REPEATS,
  BACKGROUND_SIZES,
  type Page,
  type PagePatch,
} from "@coursewright/course-model";
import { CloseButton, ColorInput, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import type { KeyboardEvent } from "react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { updatePage } from "../actions";
import { useActivePage } from "../selectors";
import { useBuilderStore } from "../store";
import { BackgroundImageField } from "./BackgroundImageField";
import { PendingCommit } from "./pendingCommit";
import { formatClock, parseTimeLimit, saysLimit, timeLimitText } from "./timeLimit";
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

/** As the block editors' text fields: one undo step per pause in typing. */
const COMMIT_DELAY_MS = 400;

/**
 * The limit goes into the course as it is typed (after a pause, and at once when the field is left, the drawer
 * closed or another page opened), so nothing typed is lost to a save, a preview or a closed drawer. A value the
 * field cannot take is flagged while typing, saying what it takes, and never reaches the course.
 */
function TimeLimitField({ page, onChange, disabled }: FieldProps) {
  const { t } = useTranslation();
  const stored = page.time_limit;
  const [draft, setDraft] = useState(() => timeLimitText(stored));
  const [pending] = useState(() => new PendingCommit<number | null>(COMMIT_DELAY_MS));
  const latest = useRef({ stored, draft });
  latest.current = { stored, draft };
  const parsed = parseTimeLimit(draft);

  // Undo or redo changed the limit under the field: it shows the course's. Its own commit leaves the text as typed.
  useEffect(() => {
    if (saysLimit(latest.current.draft, stored)) return;
    pending.cancel();
    setDraft(timeLimitText(stored));
  }, [stored, pending]);
  // Closing the drawer or opening another page unmounts the field: what was typed goes in first.
  useEffect(() => () => pending.flush(), [pending]);

  const type = (text: string) => {
    setDraft(text);
    const result = parseTimeLimit(text);
    if (!result.ok) {
      pending.cancel();
      return;
    }
    pending.schedule(result.seconds, (seconds) => {
      if (seconds !== latest.current.stored) onChange({ time_limit: seconds });
    });
  };
  const leave = () => {
    pending.flush();
    if (parsed.ok) setDraft(timeLimitText(parsed.seconds));
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
      error={parsed.ok ? null : t(`builder.page.time_limit_${parsed.error}`)}
      disabled={disabled}
      onChange={(event) => type(event.currentTarget.value)}
      onBlur={leave}
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
