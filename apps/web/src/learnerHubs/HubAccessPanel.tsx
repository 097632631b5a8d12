import { ACCESS_REQUEST_MESSAGE_MAX_LENGTH } from "@coursewright/course-model";
import { Alert, Button, Center, Loader, Stack, Text, Textarea } from "@mantine/core";
import { IconClockHour4, IconDoorEnter, IconMailForward } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../api/errors";
import { ALERT_CLASSES } from "./alertClasses";
import { sharedHubCoursesPath, useAskForAccess, useHubStanding } from "./api";

/**
 * Where the signed-in user stands with a hub they cannot open (yet), and whom to ask: a private hub's creator
 * accepts or declines access requests; a hub open to everyone simply opens.
 */
export function HubAccessPanel({ hubId }: { hubId: number }) {
  const { t } = useTranslation();
  const standing = useHubStanding(hubId);
  const ask = useAskForAccess();
  const [message, setMessage] = useState("");

  if (standing.isPending) {
    return (
      <Center py="md" role="status" aria-label={t("common.loading")}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (standing.isError) {
    return (
      <Alert
        classNames={ALERT_CLASSES}
        color="red"
        variant="light"
        role="alert"
        title={t("hubs_learner.access.load_failed")}
      >
        <Button size="xs" variant="white" color="red" onClick={() => void standing.refetch()}>
          {t("common.retry")}
        </Button>
      </Alert>
    );
  }
  const hub = standing.data;
  const owner = hub.user.name;
  if (hub.access === "granted") {
    return (
      <Stack gap="sm" data-testid="hub-access" data-access="granted">
        <Text>{t("hubs_learner.access.open_to_you", { name: hub.name })}</Text>
        <Button
          component={Link}
          to={sharedHubCoursesPath(hub.id)}
          leftSection={<IconDoorEnter size={18} aria-hidden />}
          data-testid="hub-access-open"
        >
          {t("hubs_learner.access.open")}
        </Button>
      </Stack>
    );
  }
  if (hub.access === "pending") {
    return (
      <Alert
        classNames={ALERT_CLASSES}
        color="blue"
        variant="light"
        icon={<IconClockHour4 aria-hidden />}
        title={t("hubs_learner.access.pending_title")}
        data-testid="hub-access"
        data-access="pending"
      >
        {t("hubs_learner.access.pending_text", { owner })}
      </Alert>
    );
  }

  const failure = ask.error instanceof ApiError ? ask.error : null;
  // The server's sentences are in the user's language already; a dropped connection has the app's banner.
  const fieldError = failure?.validation.errors.message;
  const showFailure = failure !== null && !fieldError && failure.status !== 0 && failure.status < 500;
  const refused = hub.access === "refused";
  return (
    <Stack gap="sm" data-testid="hub-access" data-access={hub.access}>
      {refused ? (
        <Alert classNames={ALERT_CLASSES} color="orange" variant="light" title={t("hubs_learner.access.refused_title")}>
          {t("hubs_learner.access.refused_text", { owner })}
        </Alert>
      ) : (
        <Text>{t("hubs_learner.access.private_text", { owner })}</Text>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          ask.mutate({ hubId, message: message.trim() });
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={t("hubs_learner.access.message_label")}
            description={t("hubs_learner.access.message_hint", { owner })}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            maxLength={ACCESS_REQUEST_MESSAGE_MAX_LENGTH}
            // Mantine's description grey is below 4.5:1 on white (axe).
            styles={{ description: { color: "var(--mantine-color-gray-7)" } }}
            autosize
            minRows={2}
            maxRows={6}
            error={fieldError}
          />
          {showFailure && (
            <Alert classNames={ALERT_CLASSES} color="red" variant="light" role="alert">
              {failure?.serverMessage ?? t("hubs_learner.access.ask_failed")}
            </Alert>
          )}
          <Button
            type="submit"
            loading={ask.isPending}
            leftSection={<IconMailForward size={18} aria-hidden />}
            data-testid="hub-access-ask"
          >
            {refused ? t("hubs_learner.access.ask_again") : t("hubs_learner.access.ask", { owner })}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
