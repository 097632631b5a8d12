import { createEmbedVideoRequestSchema, parseEmbedVideoUrl } from "@coursewright/course-model";
import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconBrandLoom, IconBrandVimeo, IconBrandYoutube, IconLink } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../forms/FormAlert";
import { showServerError } from "../../forms/serverErrors";
import { schemaErrors } from "../../forms/validate";
import { mediaApi } from "../api";

/** Adds a YouTube, Vimeo or Loom video by its link; the link is checked here first, then by the server. */
export function EmbedVideoDialog({
  opened,
  folderId,
  onDone,
  onClose,
}: {
  opened: boolean;
  folderId: number | null;
  onDone(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ "aria-label": t("media.close") }}
      opened={opened}
      onClose={onClose}
      title={t("media.embed.title")}
      centered
    >
      {opened && <EmbedForm folderId={folderId} onDone={onDone} onClose={onClose} />}
    </Modal>
  );
}

function EmbedForm({ folderId, onDone, onClose }: { folderId: number | null; onDone(): void; onClose(): void }) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { url: "", title: "" },
    validate: (values) => {
      const errors = schemaErrors(createEmbedVideoRequestSchema, values, t);
      if (!errors.url && !parseEmbedVideoUrl(values.url)) errors.url = t("media.embed.unknown_link");
      return errors;
    },
  });
  const add = useMutation({
    mutationFn: (values: { url: string; title: string }) =>
      mediaApi.addEmbedVideo({ url: values.url.trim(), title: values.title.trim() || undefined, folder_id: folderId }),
    onSuccess: onDone,
    onError: (error) =>
      setFormError(showServerError(error, { setErrors: form.setErrors, fields: ["url", "title"] }, t)),
  });
  const provider = parseEmbedVideoUrl(form.values.url)?.provider;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setFormError(null);
        add.mutate(values);
      })}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t("media.embed.text")}
        </Text>
        <Group gap="md" aria-hidden>
          <IconBrandYoutube
            color={provider === "youtube" ? "var(--mantine-color-red-6)" : "var(--mantine-color-gray-4)"}
          />
          <IconBrandVimeo
            color={provider === "vimeo" ? "var(--mantine-color-cyan-6)" : "var(--mantine-color-gray-4)"}
          />
          <IconBrandLoom color={provider === "loom" ? "var(--mantine-color-grape-6)" : "var(--mantine-color-gray-4)"} />
        </Group>
        <FormAlert message={formError} />
        <TextInput
          label={t("media.embed.url")}
          placeholder="https://www.youtube.com/watch?v=…"
          required
          data-autofocus
          leftSection={<IconLink size={16} aria-hidden />}
          {...form.getInputProps("url")}
        />
        <TextInput
          label={t("media.embed.name")}
          description={t("media.embed.name_hint")}
          {...form.getInputProps("title")}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t("media.cancel")}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t("media.embed.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
