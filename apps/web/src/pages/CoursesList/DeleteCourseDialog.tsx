import type { Course } from "@coursewright/course-model";
import { Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDeleteCourse } from "../../courses/queries";
import { showServerError } from "../../forms/serverErrors";
import { ConfirmDialog } from "../../shell/ConfirmDialog";
import { notifySuccess } from "../../shell/notify";

/** Asks before deleting, naming the course; the course's topics, pages and blocks go with it. */
export function DeleteCourseDialog({ course, onClose }: { course: Course | null; onClose(): void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteCourse();
  const close = () => {
    setError(null);
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={course !== null}
      title={t("courses.delete.title")}
      closeLabel={t("courses.dialog_close")}
      cancelLabel={t("courses.cancel")}
      confirmLabel={t("courses.delete.confirm")}
      confirmIcon={<IconTrash size={16} aria-hidden />}
      busy={remove.isPending}
      error={error}
      onClose={close}
      onConfirm={() => {
        if (!course) return;
        setError(null);
        remove.mutate(course, {
          onSuccess: () => {
            notifySuccess(t("courses.delete.done", { title: course.title }));
            close();
          },
          onError: (e) => setError(showServerError(e, { setErrors: () => undefined, fields: [] }, t)),
        });
      }}
      testId="course-delete-dialog"
      confirmTestId="course-delete-confirm"
    >
      <Text size="sm">{t("courses.delete.text")}</Text>
      <Text fw={600} style={{ overflowWrap: "anywhere" }} dir="auto" data-testid="course-delete-name">
        {course?.title}
      </Text>
      <Text size="sm" c="dimmed">
        {t("courses.delete.irreversible")}
      </Text>
    </ConfirmDialog>
  );
}
