import { colorSchema } from "@coursewright/course-model";
import { ActionIcon, ColorInput } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** Colours an author reaches for first; the picker allows any other. */
const SWATCHES = [
  "#ffffff",
  "#f1f3f5",
  "#212529",
  "#c92a2a",
  "#e8590c",
  "#f08c00",
  "#2b8a3e",
  "#1971c2",
  "#5f3dc4",
  "#a61e4d",
];

interface ColorFieldProps {
  label: string;
  value: string | null;
  onChange(value: string | null): void;
}

/**
 * A block colour: picked, typed or cleared. It is handed out when the pick ends or the field is left, so
 * dragging across the picker is one undo step, not hundreds.
 */
export function ColorField({ label, value, onChange }: ColorFieldProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value ?? "");
  useEffect(() => setDraft(value ?? ""), [value]);

  const commit = (next: string) => {
    const text = next.trim();
    if (text === "") {
      if (value !== null) onChange(null);
      return;
    }
    if (text !== value && colorSchema.safeParse(text).success) onChange(text);
  };
  const invalid = draft.trim() !== "" && !colorSchema.safeParse(draft.trim()).success;

  return (
    <ColorInput
      label={label}
      size="xs"
      format="hex"
      swatches={SWATCHES}
      swatchesPerRow={10}
      withEyeDropper={false}
      placeholder={t("blocks.common.color_none")}
      value={draft}
      onChange={setDraft}
      onChangeEnd={commit}
      onBlur={() => commit(draft)}
      error={invalid ? t("validation.color") : undefined}
      rightSection={
        value !== null ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t("blocks.common.color_clear", { label })}
            onClick={() => {
              setDraft("");
              onChange(null);
            }}
          >
            <IconX size={14} aria-hidden />
          </ActionIcon>
        ) : null
      }
    />
  );
}
