import { type CourseShare, emailSchema, type ShareLearner } from "@coursewright/course-model";
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  CopyButton,
  Divider,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import { IconCheck, IconCopy, IconLink, IconMailForward, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { bodyMessage } from "../api/errors";
import { useFormatDate } from "../i18n/format";
import { notifySuccess } from "../shell/notify";
import { useCourseShares, useCreateShare, useRevokeShare } from "./api";

export interface ShareCourseDialogProps {
  course: { id: number; title: string } | null;
  onClose(): void;
}

const isEmail = (value: string) => emailSchema.safeParse(value).success;

function errorText(error: unknown, fallback: string): string {
  const body = typeof error === "object" && error !== null && "body" in error ? error.body : null;
  return bodyMessage(body) ?? fallback;
}

function LearnerStatus({ learner }: { learner: ShareLearner }) {
  const { t } = useTranslation();
  const progress = learner.progress;
  if (!progress) {
    return (
      <Badge variant="light" color="gray">
        {learner.user_id === null ? t("shares.status.invited") : t("shares.status.not_started")}
      </Badge>
    );
  }
  if (progress.state === "in_progress") return <Badge variant="light">{t("shares.status.in_progress")}</Badge>;
  return (
    <Badge variant="light" color={progress.passed ? "green" : "orange"}>
      {progress.passed
        ? t("shares.status.passed", { percent: progress.pass_percent })
        : t("shares.status.failed", { percent: progress.pass_percent })}
    </Badge>
  );
}

function PublicLink({ share, courseId }: { share: CourseShare | undefined; courseId: number }) {
  const { t } = useTranslation();
  const create = useCreateShare(courseId);
  const revoke = useRevokeShare(courseId);
  const error = create.error ?? revoke.error;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t("shares.public.title")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("shares.public.text")}
      </Text>
      {share ? (
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            value={share.url}
            readOnly
            label={t("shares.public.link")}
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1 }}
            data-testid="share-public-url"
          />
          <CopyButton value={share.url} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? "light" : "filled"}
                color={copied ? "green" : undefined}
                leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                onClick={copy}
              >
                {copied ? t("shares.public.copied") : t("shares.public.copy")}
              </Button>
            )}
          </CopyButton>
          <Tooltip label={t("shares.public.revoke")} withArrow>
            <ActionIcon
              variant="default"
              size={36}
              color="red"
              loading={revoke.isPending}
              onClick={() => revoke.mutate(share.id, { onSuccess: () => notifySuccess(t("shares.public.revoked")) })}
              aria-label={t("shares.public.revoke")}
              data-testid="share-public-revoke"
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ) : (
        <Button
          variant="light"
          leftSection={<IconLink size={16} aria-hidden />}
          loading={create.isPending}
          onClick={() => create.mutate({ course_id: courseId, kind: "public" })}
          style={{ alignSelf: "flex-start" }}
          data-testid="share-public-create"
        >
          {t("shares.public.create")}
        </Button>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {errorText(error, t("shares.failed"))}
        </Alert>
      )}
    </Stack>
  );
}

function Invitations({ shares, courseId }: { shares: CourseShare[]; courseId: number }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const create = useCreateShare(courseId);
  const revoke = useRevokeShare(courseId);
  const [emails, setEmails] = useState<string[]>([]);
  const [invalid, setInvalid] = useState<string | null>(null);

  const change = (values: string[]) => {
    // Addresses may be pasted separated by spaces, commas or semicolons.
    const split = values.flatMap((value) => value.split(/[\s,;]+/)).map((value) => value.trim().toLowerCase());
    const bad = split.find((value) => value && !isEmail(value));
    setInvalid(bad ? t("shares.invite.invalid", { email: bad }) : null);
    setEmails([...new Set(split.filter((value) => value && isEmail(value)))]);
  };
  const send = () =>
    create.mutate(
      { course_id: courseId, kind: "email", emails },
      {
        onSuccess: () => {
          notifySuccess(t("shares.invite.sent", { count: emails.length }));
          setEmails([]);
        },
      },
    );

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t("shares.invite.title")}
      </Title>
      <TagsInput
        label={t("shares.invite.label")}
        description={t("shares.invite.hint")}
        placeholder={emails.length === 0 ? "learner@example.com" : undefined}
        value={emails}
        onChange={change}
        splitChars={[",", " ", ";"]}
        error={invalid}
        clearable
        data-testid="share-invite-input"
      />
      <Button
        leftSection={<IconMailForward size={16} aria-hidden />}
        disabled={emails.length === 0}
        loading={create.isPending}
        onClick={send}
        style={{ alignSelf: "flex-start" }}
        data-testid="share-invite-send"
      >
        {t("shares.invite.send")}
      </Button>
      {create.error && (
        <Alert color="red" variant="light" role="alert">
          {errorText(create.error, t("shares.failed"))}
        </Alert>
      )}
      {shares.length > 0 && (
        <Stack gap="xs" mt="xs" data-testid="share-invitations">
          {shares.map((share) => (
            <Paper key={share.id} withBorder radius="md" p="sm">
              <Group justify="space-between" mb={6} wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {t("shares.invite.sent_on", { date: formatDate(share.created_at) })}
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  loading={revoke.isPending && revoke.variables === share.id}
                  onClick={() =>
                    revoke.mutate(share.id, { onSuccess: () => notifySuccess(t("shares.invite.revoked")) })
                  }
                  aria-label={t("shares.invite.revoke_of", { emails: share.learners.map((l) => l.email).join(", ") })}
                >
                  {t("shares.invite.revoke")}
                </Button>
              </Group>
              <Stack gap={4}>
                {share.learners.map((learner) => (
                  <Group key={learner.email} justify="space-between" wrap="nowrap" data-testid="share-learner">
                    <Text size="sm" truncate="end">
                      {learner.name ? `${learner.name} · ${learner.email}` : learner.email}
                    </Text>
                    <LearnerStatus learner={learner} />
                  </Group>
                ))}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** Sharing a course with learners: a public link, and invitations by e-mail with their learners' progress. */
export function ShareCourseDialog({ course, onClose }: ShareCourseDialogProps) {
  const { t } = useTranslation();
  const courseId = course?.id ?? 0;
  const shares = useCourseShares(courseId, course !== null);
  const list = shares.data?.data ?? [];
  return (
    <Modal
      opened={course !== null}
      onClose={onClose}
      title={t("shares.dialog.title", { title: course?.title ?? "" })}
      size="lg"
      closeButtonProps={{ "aria-label": t("shares.dialog.close") }}
    >
      {shares.isPending ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : (
        <Stack gap="lg" data-testid="share-dialog">
          <PublicLink share={list.find((share) => share.kind === "public")} courseId={courseId} />
          <Divider />
          <Invitations shares={list.filter((share) => share.kind === "email")} courseId={courseId} />
        </Stack>
      )}
    </Modal>
  );
}

export default ShareCourseDialog;
