import type { Cmi5LaunchMethod } from "@coursewright/course-model/cmi5";
import { Alert, Button, Divider, Group, Modal, Radio, Stack, Text } from "@mantine/core";
import { IconDownload, IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cmi5ExportPath, downloadExport } from "./downloadPackage";
import { RotateLaunchSection } from "./RotateLaunchSection";
import { rotateCmi5Launch } from "./rotateLaunch";
import { usePackageDownload } from "./usePackageDownload";

export interface ExportCmi5DialogProps {
  course: { id: number; title: string };
  onClose(): void;
}

/**
 * Export as cmi5 (issue 18): the creator picks how the LMS opens the course (AnyWindow or OwnWindow) and
 * downloads the package to import. Like a SCORM package it loads the course from this server, which the dialog
 * says, and its launch can be rotated.
 */
export default function ExportCmi5Dialog({ course, onClose }: ExportCmi5DialogProps) {
  const { t } = useTranslation();
  const [launchMethod, setLaunchMethod] = useState<Cmi5LaunchMethod>("AnyWindow");
  const { loading, download, feedback } = usePackageDownload(onClose);
  const start = () =>
    download((onProgress) =>
      downloadExport(cmi5ExportPath(course.id, launchMethod), `course-${course.id}-cmi5.zip`, onProgress),
    );

  return (
    <Modal
      opened
      onClose={loading ? () => {} : onClose}
      title={t("cmi5_export.title")}
      size="lg"
      closeButtonProps={{ "aria-label": t("scorm_export.close") }}
      data-testid="cmi5-export-dialog"
    >
      <Stack gap="md">
        <Text size="sm" fw={600} dir="auto">
          {course.title}
        </Text>
        <Radio.Group
          value={launchMethod}
          onChange={(value) => setLaunchMethod(value === "OwnWindow" ? "OwnWindow" : "AnyWindow")}
          label={t("cmi5_export.launch_method_label")}
        >
          <Stack gap="sm" mt="xs">
            <Radio
              value="AnyWindow"
              label={t("cmi5_export.any_window")}
              description={t("cmi5_export.any_window_hint")}
              disabled={loading}
              data-testid="cmi5-any-window"
            />
            <Radio
              value="OwnWindow"
              label={t("cmi5_export.own_window")}
              description={t("cmi5_export.own_window_hint")}
              disabled={loading}
              data-testid="cmi5-own-window"
            />
          </Stack>
        </Radio.Group>
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t("cmi5_export.explanation")}
        </Alert>
        {feedback}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t("scorm_export.close")}
          </Button>
          <Button
            onClick={start}
            loading={loading}
            leftSection={<IconDownload size={18} aria-hidden />}
            data-testid="cmi5-download"
          >
            {t("scorm_export.download")}
          </Button>
        </Group>
        <Divider />
        <RotateLaunchSection
          onRotate={() => rotateCmi5Launch(course.id)}
          texts={{
            hint: t("cmi5_export.rotate_hint"),
            rotate: t("cmi5_export.rotate"),
            confirm: t("cmi5_export.rotate_confirm"),
          }}
        />
      </Stack>
    </Modal>
  );
}
