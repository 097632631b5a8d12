import { ColorInput } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** Colours a creator reaches for first: the product's primary, neutrals, and a few strong ones. */
const SWATCHES = [
  "rgba(80, 98, 254, 1)",
  "rgba(255, 255, 255, 1)",
  "rgba(241, 243, 249, 1)",
  "rgba(31, 36, 48, 1)",
  "rgba(0, 0, 0, 1)",
  "rgba(201, 42, 42, 1)",
  "rgba(232, 89, 12, 1)",
  "rgba(43, 138, 62, 1)",
  "rgba(25, 113, 194, 1)",
  "rgba(95, 61, 196, 1)",
];

export interface ThemeColorFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: ReactNode;
  nullable?: boolean;
  /** A warning under the field (low contrast), shown when there is no error. */
  warning?: ReactNode;
}

/**
 * One theme colour: picked (with transparency) or typed as #hex or rgba(). What is typed stays as typed until
 * it reads as a colour; the form says in words what is wrong with it rather than silently undoing it.
 */
export function ThemeColorField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  nullable,
  warning,
}: ThemeColorFieldProps) {
  const { t } = useTranslation();
  return (
    <div>
      <ColorInput
        id={id}
        label={label}
        format="rgba"
        swatches={SWATCHES}
        swatchesPerRow={10}
        withEyeDropper={false}
        fixOnBlur={false}
        placeholder={nullable ? t("themes.color.none") : "#5062FE"}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        data-testid={`theme-color-${id.replace(/^theme-/, "")}`}
      />
      {!error && warning}
    </div>
  );
}
