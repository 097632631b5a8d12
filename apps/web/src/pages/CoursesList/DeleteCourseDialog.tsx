import type { Course } from "@coursewright/course-model";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDeleteCourse } from "../../courses/queries";
import { FormAlert } from "../../forms/FormAlert";
import { showServerError } from "../../forms/serverErrors";
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
    <Modal
      opened={course !== null}
      onClose={close}
      title={t("courses.delete.title")}
      centered
      closeButtonProps={{ "aria-label": t("courses.dialog_close") }}
      data-testid="course-delete-dialog"
    >
      <Stack gap="md">
        <FormAlert message={error} />
        <Text size="sm">{t("courses.delete.text")}</Text>
        <Text fw={600} style={{ overflowWrap: "anywhere" }} dir="auto" data-testid="course-delete-name">
          {course?.title}
        </Text>
        <Text size="sm" c="dimmed">
          {t("courses.delete.irreversible")}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t("courses.cancel")}
          </Button>
          <Button
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={remove.isPending}
            onClick={() => {
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
            data-testid="course-delete-confirm"
          >
            {t("courses.delete.confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
