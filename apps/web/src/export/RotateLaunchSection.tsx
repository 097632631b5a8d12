import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../api/errors";
import { notifySuccess } from "../shell/notify";

type RotateState =
  | { status: "idle" }
  | { status: "confirming" }
  | { status: "rotating" }
  | { status: "failed"; message: string };

export interface RotateLaunchTexts {
  hint: string;
  rotate: string;
  confirm: string;
}

/**
 * Rotating the launch of the course's packages of one kind (README: SCORM export, cmi5 export): a package's launch
 * never expires, so a copy that went where it should not is stopped this way, after a confirmation on the spot.
 * `onRotate` calls the kind's rotate route and gives its translated answer.
 */
export function RotateLaunchSection({
  onRotate,
  texts,
}: {
  onRotate: () => Promise<{ message: string }>;
  texts: RotateLaunchTexts;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<RotateState>({ status: "idle" });

  const rotate = async () => {
    setState({ status: "rotating" });
    try {
      const answer = await onRotate();
      setState({ status: "idle" });
      notifySuccess(answer.message);
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : null;
      setState({ status: "failed", message: message ?? t("scorm_export.rotate_failed") });
    }
  };

  const asking = state.status === "confirming" || state.status === "rotating";
  return (
    <Stack gap="xs" data-testid="scorm-rotate-section">
      <Text size="sm" fw={600}>
        {t("scorm_export.rotate_title")}
      </Text>
      <Text size="sm" c="dimmed">
        {texts.hint}
      </Text>
      {asking ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
          <Text size="sm">{texts.confirm}</Text>
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button
              variant="default"
              onClick={() => setState({ status: "idle" })}
              disabled={state.status === "rotating"}
            >
              {t("scorm_export.cancel")}
            </Button>
            <Button
              color="red"
              onClick={rotate}
              loading={state.status === "rotating"}
              data-testid="scorm-rotate-confirm"
            >
              {t("scorm_export.rotate_confirm_button")}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Group>
          <Button
            variant="default"
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={() => setState({ status: "confirming" })}
            data-testid="scorm-rotate"
          >
            {texts.rotate}
          </Button>
        </Group>
      )}
      {state.status === "failed" && (
        <Alert color="red" variant="light" role="alert">
          {state.message}
        </Alert>
      )}
    </Stack>
  );
}
