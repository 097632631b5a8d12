import type { Course } from "@coursewright/course-model";
import { COURSE_DESCRIPTION_MAX_LENGTH, COURSE_TITLE_MAX_LENGTH } from "@coursewright/course-model";
import { Grid, Group, NumberInput, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useHotkeys } from "@mantine/hooks";
import { IconCheck, IconDeviceFloppy } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import {
  COURSE_FORM_FIELDS,
  type CourseFormValues,
  courseToForm,
  emptyCourseForm,
  formToRequest,
  validateCourseForm,
} from "../../courses/formValues";
import { useCreateCourse, useUpdateCourse } from "../../courses/queries";
import { FormAlert } from "../../forms/FormAlert";
import { showServerError } from "../../forms/serverErrors";
import { currentLanguage } from "../../i18n/language";
import { SaveBar } from "../../screenParts/SaveBar";
import { SettingsSection as Section } from "../../screenParts/SettingsSection";
import { notifySuccess, notifySuccessInBuilder } from "../../shell/notify";
import { useLeaveGuard } from "../../shell/useLeaveGuard";
import { LanguageField } from "./LanguageField";
import { ModeField } from "./ModeField";
import { PreviewImageField } from "./PreviewImageField";
import { ThemeField } from "./ThemeField";

// Side-by-side inputs line up when their hints (of different lengths) come after them.
const DESCRIPTION_BELOW: ("label" | "input" | "description" | "error")[] = ["label", "input", "error", "description"];

// Whole numbers only; one out of range gets the schema's message rather than a silent correction on blur.
const WHOLE_NUMBER = { allowDecimal: false, allowNegative: false, clampBehavior: "none" } as const;

const fieldId = (field: string) => `course-${field}`;

/** Moves the keyboard (and the view) to the first field with a problem. */
function focusFirstError(errors: Record<string, unknown>) {
  const first = COURSE_FORM_FIELDS.find((field) => errors[field]);
  const element = first ? document.getElementById(fieldId(first)) : null;
  if (!element) return;
  element.focus({ preventScroll: true });
  // Centred, so the sticky save bar does not cover it.
  element.scrollIntoView({ block: "center" });
}

/** The settings of a new course (course === null) or of a stored one. */
export function CourseSettingsForm({ course }: { course: Course | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CourseFormValues>({
    initialValues: course ? courseToForm(course) : emptyCourseForm(currentLanguage()),
    validate: (values) => validateCourseForm(values, t),
  });
  const create = useCreateCourse();
  const update = useUpdateCourse(course?.id ?? 0);
  const saving = create.isPending || update.isPending;
  const dirty = form.isDirty();
  const leaveGuard = useLeaveGuard(
    dirty && !saving,
    course ? t("leave.course_settings", { title: course.title }) : t("leave.new_course"),
  );

  const onServerError = (error: unknown) => {
    const fields = COURSE_FORM_FIELDS as readonly string[];
    setFormError(
      showServerError(
        error,
        {
          fields,
          setErrors: (errors) => {
            form.setErrors(errors);
            focusFirstError(errors);
          },
        },
        t,
      ),
    );
  };

  const submit = form.onSubmit(
    (values) => {
      setFormError(null);
      const body = formToRequest(values);
      if (!course) {
        create.mutate(body, {
          onSuccess: (created) => {
            notifySuccessInBuilder(t("courses.settings.created"));
            leaveGuard.allowNextLeave();
            navigate(`/courseBuilder/${created.id}`);
          },
          onError: onServerError,
        });
        return;
      }
      update.mutate(body, {
        onSuccess: (saved) => {
          const next = courseToForm(saved);
          form.setInitialValues(next);
          form.setValues(next);
          form.resetDirty(next);
          notifySuccess(t("courses.settings.saved"));
        },
        onError: onServerError,
      });
    },
    (errors) => focusFirstError(errors),
  );

  // Ctrl/Cmd+S saves, from any field.
  useHotkeys([["mod+S", () => submit()]], []);

  const input = (field: keyof CourseFormValues) => ({ id: fieldId(field), ...form.getInputProps(field) });
  const check = (field: keyof CourseFormValues) => ({
    id: fieldId(field),
    ...form.getInputProps(field, { type: "checkbox" }),
  });
  const values = form.getValues();

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={course ? t("courses.settings.edit_title") : t("courses.settings.create_title")}
    >
      <Stack gap="lg">
        <FormAlert message={formError} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <Stack gap="lg">
              <Section title={t("courses.settings.details")}>
                <TextInput
                  label={t("courses.settings.title_label")}
                  placeholder={t("courses.settings.title_placeholder")}
                  required
                  maxLength={COURSE_TITLE_MAX_LENGTH}
                  data-autofocus={course ? undefined : true}
                  autoFocus={!course}
                  {...input("title")}
                />
                <Textarea
                  label={t("courses.settings.description_label")}
                  description={t("courses.settings.description_hint")}
                  autosize
                  minRows={3}
                  maxRows={10}
                  maxLength={COURSE_DESCRIPTION_MAX_LENGTH}
                  {...input("description")}
                />
                <LanguageField
                  value={values.language}
                  error={form.errors.language}
                  onChange={(language) => form.setFieldValue("language", language)}
                />
              </Section>
              <Section title={t("courses.settings.structure")} hint={t("courses.settings.structure_hint")}>
                <Switch
                  label={t("courses.settings.with_topics")}
                  description={t("courses.settings.with_topics_hint")}
                  {...check("with_topics")}
                />
                <Switch
                  label={t("courses.settings.randomize")}
                  description={t("courses.settings.randomize_hint")}
                  {...check("randomize_pages_order")}
                />
                <NumberInput
                  label={t("courses.settings.limit_pages")}
                  description={t("courses.settings.limit_pages_hint")}
                  placeholder={t("courses.settings.limit_pages_placeholder")}
                  min={1}
                  {...WHOLE_NUMBER}
                  maw={420}
                  {...input("limit_pages_number")}
                />
              </Section>
              <Section title={t("courses.settings.assessment")}>
                <ModeField
                  value={values.mode}
                  error={form.errors.mode}
                  onChange={(mode) => form.setFieldValue("mode", mode)}
                />
                <Group grow align="flex-start" gap="lg" className="cw-settings-numbers">
                  <NumberInput
                    inputWrapperOrder={DESCRIPTION_BELOW}
                    label={t("courses.settings.min_pass")}
                    description={t("courses.settings.min_pass_hint")}
                    min={0}
                    max={100}
                    {...WHOLE_NUMBER}
                    required
                    {...input("min_pass_percent")}
                  />
                  <NumberInput
                    inputWrapperOrder={DESCRIPTION_BELOW}
                    label={t("courses.settings.attempts")}
                    description={t("courses.settings.attempts_hint")}
                    placeholder={t("courses.settings.attempts_placeholder")}
                    min={1}
                    {...WHOLE_NUMBER}
                    {...input("attempts")}
                  />
                </Group>
              </Section>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            <Stack gap="lg">
              <Section title={t("courses.settings.preview_label")}>
                <PreviewImageField
                  mediaId={values.preview_image_media_id}
                  url={values.preview_image_url}
                  error={form.errors.preview_image_media_id}
                  onChange={(mediaId, url) =>
                    form.setValues({ preview_image_media_id: mediaId, preview_image_url: url })
                  }
                />
              </Section>
              <Section title={t("courses.settings.appearance")}>
                <ThemeField
                  value={values.theme_id}
                  error={form.errors.theme_id}
                  onChange={(theme) => form.setFieldValue("theme_id", theme)}
                />
              </Section>
            </Stack>
          </Grid.Col>
        </Grid>
        <SaveBar
          dirty={dirty}
          saving={saving}
          unsavedLabel={t("courses.settings.unsaved")}
          cancel={{ label: t("courses.cancel"), to: "/coursesList" }}
          saveLabel={course ? t("courses.settings.save") : t("courses.settings.create")}
          saveIcon={course ? <IconDeviceFloppy size={18} aria-hidden /> : <IconCheck size={18} aria-hidden />}
          saveTestId="course-save"
        />
      </Stack>
      {leaveGuard.dialog}
    </form>
  );
}
