import {
  AVATAR_MAX_BYTES,
  AVATAR_MIME_TYPES,
  type DataEnvelope,
  DEFAULT_AVATAR_PATH,
  type User,
} from "@coursewright/course-model";
import { Avatar, Button, Group, Progress, Stack, Text } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { IconPhotoUp, IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { authClient } from "../../api/http";
import { queryKeys } from "../../api/queries";
import { FormAlert } from "../../forms/FormAlert";
import { showServerError } from "../../forms/serverErrors";
import { updateUser } from "../../session/store";
import { notifySuccess } from "../../shell/notify";

/** Avatar upload (drop or pick, preview, progress) and removal; saved at once, apart from the profile form. */
export function AvatarSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const saved = (answer: DataEnvelope<User>, message: string) => {
    updateUser(answer.data);
    queryClient.setQueryData(queryKeys.currentUser, answer.data);
    setPreview(null);
    notifySuccess(message);
  };
  const fail = (e: unknown) => {
    setPreview(null);
    setError(showServerError(e, { setErrors: (errors) => setError(errors.file ?? null), fields: [] }, t));
  };

  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      setProgress(0);
      return authClient.upload<DataEnvelope<User>>("/api/profile/avatar", form, {
        onProgress: setProgress,
        redirectOn404: false,
      });
    },
    onSuccess: (answer) => saved(answer, t("profile.avatar_saved")),
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: () => authClient.delete<DataEnvelope<User>>("/api/profile/avatar", undefined, { redirectOn404: false }),
    onSuccess: (answer) => saved(answer, t("profile.avatar_removed")),
    onError: fail,
  });

  const onDrop = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setError(null);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file);
  };
  const onReject = (rejections: FileRejection[]) => {
    const code = rejections[0]?.errors[0]?.code;
    setError(code === "file-too-large" ? t("profile.avatar_too_large", { max: 5 }) : t("profile.avatar_wrong_type"));
  };

  return (
    <Stack gap="sm">
      <Text fw={600} component="h2" size="md">
        {t("profile.avatar")}
      </Text>
      <Group align="center" gap="lg" wrap="nowrap">
        <Avatar
          src={preview ?? user.avatar ?? DEFAULT_AVATAR_PATH}
          alt={t("nav.avatar_alt", { name: user.name })}
          size={96}
          radius={48}
          data-testid="profile-avatar"
        />
        <Stack gap={8} style={{ flex: 1 }}>
          <Dropzone
            onDrop={onDrop}
            onReject={onReject}
            accept={[...AVATAR_MIME_TYPES]}
            maxSize={AVATAR_MAX_BYTES}
            multiple={false}
            loading={upload.isPending}
            radius="md"
            p="md"
            aria-label={t("profile.avatar_upload")}
          >
            <Group gap="sm" wrap="nowrap" style={{ pointerEvents: "none" }}>
              <IconPhotoUp size={28} stroke={1.5} color="var(--mantine-color-brand-6)" aria-hidden />
              <div>
                <Text size="sm" fw={500}>
                  {t("profile.avatar_upload")}
                </Text>
                <Text size="xs" c="dimmed">
                  {t("profile.avatar_hint", { max: 5 })}
                </Text>
              </div>
            </Group>
          </Dropzone>
          {upload.isPending && (
            <Progress value={progress} size="sm" animated aria-label={t("profile.avatar_progress")} />
          )}
        </Stack>
      </Group>
      {user.avatar && (
        <Group>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => remove.mutate()}
            loading={remove.isPending}
          >
            {t("profile.avatar_remove")}
          </Button>
        </Group>
      )}
      <FormAlert message={error} />
    </Stack>
  );
}
