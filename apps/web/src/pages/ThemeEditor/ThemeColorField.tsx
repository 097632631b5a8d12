import { ColorInput } from "@mantine/core";
import { type ReactNode, useMemo, useState } from "react";
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

/**
 * The picker always opens under its field (no flip upwards): above, it covered the fields over it and the
 * message between the label and the field. Near the form's end the page scrolls to show it whole, above the
 * sticky save bar (the page's scroll-padding-bottom leaves the bar's room, screenParts.css).
 */
const PICKER_PROPS = {
  transitionProps: { transition: "fade", duration: 0 },
  middlewares: { flip: false, shift: true },
} as const;

/** Two frames: the form's room for the picker (ThemeEditor.css) is laid out and the picker placed. */
function showPicker() {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      document.querySelector(".mantine-ColorInput-dropdown")?.scrollIntoView({ block: "nearest" });
    }),
  );
}

/**
 * Mantine's ColorInput draws its picker without names on the three sliders (and takes none from us). They are
 * mouse-only there (the typed text is the keyboard's way), yet a screen reader still meets them: they get names
 * once the dropdown is drawn (a few frames after it opens, with its transition).
 */
function nameSliders(labels: { saturation: string; hue: string; alpha: string }) {
  let frames = 0;
  const attempt = () => {
    const sliders = document.querySelectorAll<HTMLElement>(".mantine-ColorInput-dropdown [role=slider]");
    if (sliders.length === 0 && frames++ < 30) {
      requestAnimationFrame(attempt);
      return;
    }
    for (const slider of sliders) {
      const kind = slider.hasAttribute("data-alpha") ? "alpha" : slider.hasAttribute("data-hue") ? "hue" : "saturation";
      slider.setAttribute("aria-label", labels[kind]);
    }
  };
  requestAnimationFrame(attempt);
}

export interface ThemeColorFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  /** Enter pressed in the field: it checks what was typed, in place of sending the whole form. */
  onEnter?(): void;
  error?: ReactNode;
  nullable?: boolean;
  /** A warning under the field (low contrast), shown when there is no error. */
  warning?: ReactNode;
}

/**
 * One theme colour: picked (with transparency) or typed as #hex or rgba(). What is typed stays as typed until
 * it reads as a colour; the form says in words what is wrong with it rather than silently undoing it. Enter checks
 * the field and never submits the form.
 */
export function ThemeColorField({
  id,
  label,
  value,
  onChange,
  onBlur,
  onEnter,
  error,
  nullable,
  warning,
}: ThemeColorFieldProps) {
  const { t } = useTranslation();
  // While the picker is open the form keeps room under its last field for it (ThemeEditor.css).
  const [pickerOpen, setPickerOpen] = useState(false);
  const popoverProps = useMemo(
    () => ({
      ...PICKER_PROPS,
      onOpen: () => {
        setPickerOpen(true);
        showPicker();
      },
      onClose: () => setPickerOpen(false),
    }),
    [],
  );
  const nameSlidersIn = () =>
    nameSliders({
      saturation: t("themes.color.saturation"),
      hue: t("themes.color.hue"),
      alpha: t("themes.color.alpha"),
    });
  return (
    <div data-picker-open={pickerOpen || undefined}>
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
        onKeyDown={(event) => {
          // A half-typed colour is no reason to save the theme (and leave a new one's editor).
          if (event.key !== "Enter") return;
          event.preventDefault();
          onEnter?.();
        }}
        error={error}
        // What is wrong sits between the label and the field (as GOV.UK's forms place it); the picker stays below
        // the field, so the open picker never hides the message being read.
        inputWrapperOrder={["label", "description", "error", "input"]}
        popoverProps={popoverProps}
        // The dropdown opens on focus and on click.
        onFocus={nameSlidersIn}
        onClick={nameSlidersIn}
        data-testid={`theme-color-${id.replace(/^theme-/, "")}`}
      />
      {!error && warning}
    </div>
  );
}
