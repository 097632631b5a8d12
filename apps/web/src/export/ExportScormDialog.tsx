import type { ScormVersion } from "@coursewright/course-model";
import { Alert, Button, Divider, Group, Modal, Progress, Radio, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconDownload, IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../shell/notify";
import { downloadScormPackage, PackageDownloadError } from "./downloadPackage";
import { RotateLaunchSection } from "./RotateLaunchSection";

export interface ExportScormDialogProps {
  course: { id: number; title: string };
  onClose(): void;
}

type DownloadState =
  | { status: "idle" }
  | { status: "loading"; percent: number | null }
  | { status: "failed"; message: string };

/**
 * Export as SCORM (issue 8): the creator picks SCORM 2004 or 1.2 and downloads the package for their LMS.
 * The package loads the course from this server, which the dialog says, so nobody expects an offline copy.
 */
export default function ExportScormDialog({ course, onClose }: ExportScormDialogProps) {
  const { t } = useTranslation();
  const [version, setVersion] = useState<ScormVersion>("2004");
  const [state, setState] = useState<DownloadState>({ status: "idle" });
  const loading = state.status === "loading";

  const download = async () => {
    setState({ status: "loading", percent: null });
    try {
      const name = await downloadScormPackage(course.id, version, (percent) =>
        setState({ status: "loading", percent }),
      );
      setState({ status: "idle" });
      notifySuccess(t("scorm_export.downloaded", { name }));
      onClose();
    } catch (error) {
      console.error("SCORM export failed", error);
      const serverMessage = error instanceof PackageDownloadError ? error.serverMessage : null;
      setState({ status: "failed", message: serverMessage ?? t("scorm_export.failed") });
    }
  };

  return (
    <Modal
      opened
      onClose={loading ? () => {} : onClose}
      title={t("scorm_export.title")}
      size="lg"
      closeButtonProps={{ "aria-label": t("scorm_export.close") }}
      data-testid="scorm-export-dialog"
    >
      <Stack gap="md">
        <Text size="sm" fw={600} dir="auto">
          {course.title}
        </Text>
        <Radio.Group
          value={version}
          onChange={(value) => setVersion(value === "1.2" ? "1.2" : "2004")}
          label={t("scorm_export.version_label")}
        >
          <Stack gap="sm" mt="xs">
            <Radio
              value="2004"
              label={t("scorm_export.version_2004")}
              description={t("scorm_export.version_2004_hint")}
              disabled={loading}
              data-testid="scorm-version-2004"
            />
            <Radio
              value="1.2"
              label={t("scorm_export.version_12")}
              description={t("scorm_export.version_12_hint")}
              disabled={loading}
              data-testid="scorm-version-12"
            />
          </Stack>
        </Radio.Group>
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t("scorm_export.explanation")}
        </Alert>
        {state.status === "loading" && (
          <Stack gap={4} aria-live="polite">
            <Text size="sm">{t("scorm_export.downloading")}</Text>
            <Progress
              value={state.percent ?? 100}
              animated={state.percent === null}
              striped={state.percent === null}
              aria-label={t("scorm_export.downloading")}
            />
          </Stack>
        )}
        {state.status === "failed" && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {state.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t("scorm_export.close")}
          </Button>
          <Button
            onClick={download}
            loading={loading}
            leftSection={<IconDownload size={18} aria-hidden />}
            data-testid="scorm-download"
          >
            {t("scorm_export.download")}
          </Button>
        </Group>
        <Divider />
        <RotateLaunchSection courseId={course.id} version={version} />
      </Stack>
    </Modal>
  );
}
