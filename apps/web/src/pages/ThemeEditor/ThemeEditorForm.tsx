import {
  BACKGROUND_POSITIONS,
  BACKGROUND_REPEATS,
  BACKGROUND_SIZES,
  type Rgba,
  THEME_TITLE_MAX_LENGTH,
  type Theme,
} from "@coursewright/course-model";
import { Grid, Select, Stack, Switch, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useHotkeys } from "@mantine/hooks";
import { IconCheck, IconDeviceFloppy } from "@tabler/icons-react";
import { type ReactNode, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormAlert } from "../../forms/FormAlert";
import { showServerError } from "../../forms/serverErrors";
import { SaveBar } from "../../screenParts/SaveBar";
import { SettingsSection } from "../../screenParts/SettingsSection";
import { notifySuccess } from "../../shell/notify";
import { useLeaveGuard } from "../../shell/useLeaveGuard";
import { useCreateTheme, useUpdateTheme } from "../../themes/queries";
import { BackgroundImageField } from "./BackgroundImageField";
import { ContrastWarning } from "./ContrastWarning";
import { colorTypingError, contrastShortfall, readColorText } from "./colorText";
import { FontSelect } from "./FontSelect";
import {
  type ColorFieldName,
  emptyThemeForm,
  formFieldOf,
  formToRequest,
  NULLABLE_COLORS,
  previewTheme,
  storedThemeForm,
  THEME_FORM_FIELDS,
  type ThemeFormValues,
  validateThemeForm,
} from "./formValues";
import { ThemeColorField } from "./ThemeColorField";
import { ThemePreview } from "./ThemePreview";

const fieldId = (field: string) => `theme-${field}`;

/** Text colour on its background: the pairs whose contrast the editor checks (WCAG AA). */
const CONTRAST_PAIRS: Partial<Record<ColorFieldName, ColorFieldName>> = {
  font_color: "page_background_color",
  button_text_color: "button_background_color",
  navigation_text_color: "navigation_background_color",
  option_text_color: "option_background_color",
};

/** The fields in the order the form shows them. */
const FIELD_ORDER = [
  "title",
  "page_background_color",
  "page_background_image_media_id",
  "background_size",
  "background_repeat",
  "background_position",
  "font",
  "font_color",
  "show_page_title",
  "button_background_color",
  "button_text_color",
  "navigation_background_color",
  "navigation_text_color",
  "navigation_icons_background_color",
  "navigation_icons_color",
  "option_background_color",
  "option_text_color",
];

/** Moves the keyboard (and the view) to the first field with a problem. */
function focusFirstError(errors: Record<string, unknown>) {
  const first = FIELD_ORDER.find((field) => errors[field]);
  const element = first ? document.getElementById(fieldId(first)) : null;
  if (!element) return;
  element.focus({ preventScroll: true });
  // Centred, so the sticky save bar does not cover it.
  element.scrollIntoView({ block: "center" });
}

/** Brings a field, with its label and message, into sight once the message is drawn. */
function showField(field: string) {
  requestAnimationFrame(() => {
    document
      .getElementById(fieldId(field))
      ?.closest(".mantine-InputWrapper-root")
      ?.scrollIntoView({ block: "nearest" });
  });
}

/** A new theme (theme === null) or a stored one: the form on the left, the live preview on the right. */
export function ThemeEditorForm({ theme }: { theme: Theme | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ThemeFormValues>({
    initialValues: theme ? storedThemeForm(theme) : emptyThemeForm(),
    validate: (values) => validateThemeForm(values, t),
    validateInputOnBlur: true,
  });
  const create = useCreateTheme();
  const update = useUpdateTheme(theme?.id ?? 0);
  const saving = create.isPending || update.isPending;
  const dirty = form.isDirty();
  const leaveGuard = useLeaveGuard(
    dirty && !saving,
    theme ? t("leave.theme", { title: theme.title }) : t("leave.new_theme"),
  );
  const values = form.getValues();
  const titleTyped = useRef(false);
  const lastGood = useRef<Partial<Record<ColorFieldName, Rgba | null>>>({});
  const preview = useMemo(() => previewTheme(values, lastGood.current), [values]);

  const onServerError = (error: unknown) => {
    setFormError(
      showServerError(
        error,
        {
          fields: THEME_FORM_FIELDS,
          setErrors: (errors) => {
            const mapped: Record<string, string> = {};
            for (const [field, message] of Object.entries(errors)) mapped[formFieldOf(field)] ??= message;
            form.setErrors(mapped);
            focusFirstError(mapped);
          },
        },
        t,
      ),
    );
  };

  const submit = form.onSubmit(
    (formValues) => {
      setFormError(null);
      const body = formToRequest(formValues);
      if (!body) return;
      if (!theme) {
        create.mutate(body, {
          onSuccess: (created) => {
            notifySuccess(t("themes.editor.created", { title: created.title }));
            leaveGuard.allowNextLeave();
            navigate("/themesList");
          },
          onError: onServerError,
        });
        return;
      }
      update.mutate(body, {
        onSuccess: (saved) => {
          const next = storedThemeForm(saved);
          form.setInitialValues(next);
          form.setValues(next);
          form.resetDirty(next);
          notifySuccess(t("themes.editor.saved"));
        },
        onError: onServerError,
      });
    },
    (errors) => focusFirstError(errors),
  );

  // Ctrl/Cmd+S saves, from any field.
  useHotkeys([["mod+S", () => submit()]], []);

  const color = (field: ColorFieldName) => {
    const background = CONTRAST_PAIRS[field];
    let warning: ReactNode = null;
    if (background) {
      const text = readColorText(values[field], false);
      const under = readColorText(values[background], NULLABLE_COLORS.has(background));
      const ratio = text.ok && under.ok ? contrastShortfall(text.color, under.color) : null;
      warning = <ContrastWarning ratio={ratio} testId={`theme-contrast-${field}`} />;
    }
    const input = form.getInputProps(field);
    return (
      <ThemeColorField
        id={fieldId(field)}
        label={t(`themes.fields.${field}`)}
        value={values[field]}
        onChange={(next) => {
          form.setFieldValue(field, next);
          // Flagged as typed when no more typing can mend it; cleared as soon as it may again become a colour.
          const problem = colorTypingError(next);
          form.setFieldError(field, problem ? t(problem) : null);
          // A message that appears is brought into sight (above the save bar: the page's scroll padding).
          if (problem && !form.errors[field]) showField(field);
        }}
        onBlur={input.onBlur}
        onEnter={() => form.validateField(field)}
        error={input.error}
        nullable={NULLABLE_COLORS.has(field)}
        warning={warning}
      />
    );
  };
  const titleInput = form.getInputProps("title");
  const option = (value: string) => ({ value, label: t(`themes.background.options.${value}`) });
  const select = (field: "background_size" | "background_repeat" | "background_position", list: readonly string[]) => (
    <Select
      id={fieldId(field)}
      label={t(`themes.fields.${field}`)}
      data={list.map(option)}
      allowDeselect={false}
      {...form.getInputProps(field)}
      data-testid={`theme-${field}`}
    />
  );

  return (
    <form
      className="cw-theme-form"
      noValidate
      onSubmit={submit}
      aria-label={theme ? t("themes.editor.edit_title") : t("themes.editor.create_title")}
    >
      <Stack gap="lg">
        <FormAlert message={formError} />
        <Grid gap="lg" className="cw-theme-form__fields">
          <Grid.Col span={{ base: 12, md: 6, lg: 5 }}>
            <Stack gap="lg">
              <SettingsSection title={t("themes.sections.details")}>
                <TextInput
                  id={fieldId("title")}
                  label={t("themes.fields.title")}
                  placeholder={t("themes.fields.title_placeholder")}
                  required
                  maxLength={THEME_TITLE_MAX_LENGTH}
                  autoFocus={!theme}
                  {...titleInput}
                  // It has the focus on its own when the editor opens: leaving it without typing is no reason to
                  // call it missing (Mantine counts a focus as a touch); a save tried still does.
                  onChange={(event) => {
                    titleTyped.current = true;
                    titleInput.onChange(event);
                  }}
                  onBlur={() => {
                    if (titleTyped.current) form.validateField("title");
                  }}
                  data-testid="theme-title"
                />
              </SettingsSection>
              <SettingsSection title={t("themes.sections.page")}>
                {color("page_background_color")}
                <BackgroundImageField
                  url={values.page_background_image_url}
                  error={form.errors.page_background_image_media_id}
                  onChange={(mediaId, url) =>
                    form.setValues({ page_background_image_media_id: mediaId, page_background_image_url: url })
                  }
                />
                <div className="cw-theme-fields-3">
                  {select("background_size", BACKGROUND_SIZES)}
                  {select("background_repeat", BACKGROUND_REPEATS)}
                  {select("background_position", BACKGROUND_POSITIONS)}
                </div>
              </SettingsSection>
              <SettingsSection title={t("themes.sections.text")}>
                <FontSelect
                  id={fieldId("font")}
                  value={values.font}
                  error={form.errors.font}
                  onChange={(font) => form.setFieldValue("font", font as ThemeFormValues["font"])}
                />
                {color("font_color")}
                <Switch
                  id={fieldId("show_page_title")}
                  label={t("themes.fields.show_page_title")}
                  description={t("themes.fields.show_page_title_hint")}
                  {...form.getInputProps("show_page_title", { type: "checkbox" })}
                  data-testid="theme-show-page-title"
                />
              </SettingsSection>
              <SettingsSection title={t("themes.sections.buttons")}>
                <div className="cw-theme-fields-2">
                  {color("button_background_color")}
                  {color("button_text_color")}
                </div>
              </SettingsSection>
              <SettingsSection title={t("themes.sections.navigation")}>
                <div className="cw-theme-fields-2">
                  {color("navigation_background_color")}
                  {color("navigation_text_color")}
                  {color("navigation_icons_background_color")}
                  {color("navigation_icons_color")}
                </div>
              </SettingsSection>
              <SettingsSection title={t("themes.sections.options")}>
                <div className="cw-theme-fields-2">
                  {color("option_background_color")}
                  {color("option_text_color")}
                </div>
              </SettingsSection>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 7 }}>
            <div className="cw-theme-preview-column">
              <Title order={2} size="h4" mb="sm">
                {t("themes.preview.heading")}
              </Title>
              <ThemePreview theme={preview} />
            </div>
          </Grid.Col>
        </Grid>
        <SaveBar
          dirty={dirty}
          saving={saving}
          unsavedLabel={t("themes.editor.unsaved")}
          cancel={{ label: t("themes.cancel"), to: "/themesList" }}
          saveLabel={theme ? t("themes.editor.save") : t("themes.editor.create")}
          saveIcon={theme ? <IconDeviceFloppy size={18} aria-hidden /> : <IconCheck size={18} aria-hidden />}
          saveTestId="theme-save"
        />
      </Stack>
      {leaveGuard.dialog}
    </form>
  );
}
