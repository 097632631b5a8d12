import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";

/**
 * Warns before leaving with unsaved changes: in-app navigation asks in a dialog, closing or reloading the
 * tab gets the browser's own question. `allowNextLeave` lets a deliberate navigation (after a save) through.
 * `unsaved` is the dialog's sentence naming what would be lost (the course, the theme); without it the dialog
 * speaks of "this page".
 */
export function useLeaveGuard(dirty: boolean, unsaved?: string) {
  const { t } = useTranslation();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current || allowed.current) return;
      event.preventDefault();
      // Older browsers need a return value to show their question.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, []);

  const blocked = blocker.state === "blocked";
  const dialog = (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title={t("courses.settings.leave_title")}
      centered
      closeButtonProps={{ "aria-label": t("courses.dialog_close") }}
      data-testid="leave-dialog"
    >
      <Stack gap="md">
        <Text size="sm" data-testid="leave-dialog-text">
          {unsaved ?? t("leave.here")}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {t("courses.settings.leave_stay")}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {t("courses.settings.leave_confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return {
    dialog,
    allowNextLeave: () => {
      allowed.current = true;
    },
  };
}
