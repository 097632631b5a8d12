import { humanReadableSize, MEDIA_TYPE, mediaTypeOfFileName, UPLOAD_FILE_EXTENSIONS } from "@coursewright/course-model";
import { ActionIcon, Button, Group, Progress, Text, ThemeIcon, Tooltip } from "@mantine/core";
import { IconAlertCircle, IconCheck, IconRefresh, IconX } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { MediaTypeIcon } from "../mediaTypes";
import type { UploadKind } from "../uploadKind";
import {
  chooseUploadKind,
  dismissUpload,
  retryUpload,
  type UploadEntry,
  type UploadProblem,
  uploadFromManifestFolder,
} from "../uploadQueue";

const KIND_TYPE = { file: MEDIA_TYPE.OTHER, scorm: MEDIA_TYPE.SCORM, animation: MEDIA_TYPE.JSON_ANIMATION } as const;

function problemText(problem: UploadProblem, t: TFunction): string {
  if ("text" in problem) return problem.text;
  return t(problem.key, { types: UPLOAD_FILE_EXTENSIONS.join(", ") });
}

function KindChoice({ entry }: { entry: UploadEntry }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} mt={4} wrap="wrap">
      <Text size="xs" c="dimmed" data-testid="upload-ask-kind">
        {/* A zip is asked about only when its list of files (at its end) could not be read: say so. */}
        {entry.kinds[0] === "scorm" ? t("media.upload.ask_kind_unreadable") : t("media.upload.ask_kind")}
      </Text>
      {entry.kinds.map((kind) => (
        <Button key={kind} size="compact-xs" variant="light" onClick={() => chooseUploadKind(entry.id, kind)}>
          {t(`media.upload.as_${kind}`)}
        </Button>
      ))}
    </Group>
  );
}

function Status({ entry }: { entry: UploadEntry }) {
  const { t } = useTranslation();
  switch (entry.status) {
    case "uploading":
      return (
        <>
          <Progress
            value={entry.progress}
            size="sm"
            mt={6}
            animated={entry.progress >= 100}
            aria-label={t("media.upload.progress_of", { name: entry.file.name })}
          />
          <Text size="xs" c="dimmed" mt={2}>
            {entry.progress >= 100
              ? t("media.upload.processing")
              : t("media.upload.percent", { percent: entry.progress })}
          </Text>
        </>
      );
    case "queued":
    case "detecting":
      return (
        <Text size="xs" c="dimmed">
          {t("media.upload.waiting")}
        </Text>
      );
    case "choosing":
      return <KindChoice entry={entry} />;
    case "done":
      return (
        <Text size="xs" c="teal.9" data-testid="media-upload-done">
          {entry.noManifest ? t("media.upload.done_no_manifest") : t("media.upload.done")}
        </Text>
      );
    case "failed": {
      const other = entry.kinds.find((k): k is UploadKind => k !== entry.kind);
      return (
        <>
          <Text size="xs" c="red.8" role="alert" data-testid="media-upload-error">
            {entry.problem ? problemText(entry.problem, t) : t("errors_ui.unexpected")}
          </Text>
          <Group gap={6} mt={2} wrap="wrap">
            {entry.refusal === "scorm_manifest_nested" && (
              <Button
                size="compact-xs"
                variant="light"
                className="cw-media-upload-choice"
                onClick={() => uploadFromManifestFolder(entry.id)}
              >
                {t("media.upload.from_manifest_folder")}
              </Button>
            )}
            {other && entry.kind && (
              <Button
                size="compact-xs"
                variant="subtle"
                className="cw-media-upload-choice"
                onClick={() => chooseUploadKind(entry.id, other)}
              >
                {t(`media.upload.retry_as_${other}`)}
              </Button>
            )}
          </Group>
        </>
      );
    }
  }
}

/** One file of the upload panel: its icon, name, size, progress bar, then success or the reason it failed. */
export function UploadRow({ entry }: { entry: UploadEntry }) {
  const { t } = useTranslation();
  const type = entry.kind ? KIND_TYPE[entry.kind] : MEDIA_TYPE.OTHER;
  const iconType = entry.kind === "file" ? (mediaTypeOfFileName(entry.file.name) ?? MEDIA_TYPE.OTHER) : type;
  const name = entry.file.name;
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      className="cw-media-upload-row"
      data-testid="media-upload-row"
      data-status={entry.status}
      data-name={name}
    >
      <MediaTypeIcon item={{ medialibrary_type: iconType, file_name: name, custom_properties: {} }} size={32} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Text size="sm" fw={500} truncate title={name}>
            {name}
          </Text>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {humanReadableSize(entry.file.size)}
          </Text>
        </Group>
        <Status entry={entry} />
      </div>
      <Group gap={2} wrap="nowrap">
        {entry.status === "done" && (
          <ThemeIcon size={26} radius="xl" color="teal" variant="light" aria-hidden>
            <IconCheck size={16} />
          </ThemeIcon>
        )}
        {entry.status === "failed" && entry.kind && (
          <Tooltip label={t("media.upload.retry")} withinPortal>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t("media.upload.retry_of", { name })}
              onClick={() => retryUpload(entry.id)}
            >
              <IconRefresh size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
        {entry.status === "failed" && !entry.kind && (
          <ThemeIcon size={26} radius="xl" color="red" variant="light" aria-hidden>
            <IconAlertCircle size={16} />
          </ThemeIcon>
        )}
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={
            entry.status === "uploading"
              ? t("media.upload.cancel_of", { name })
              : t("media.upload.dismiss_of", { name })
          }
          onClick={() => dismissUpload(entry.id)}
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}
