import type { ScormVersion } from "@coursewright/course-model";
import { Alert, Button, Divider, Group, Modal, Radio, Stack, Text } from "@mantine/core";
import { IconDownload, IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadScormPackage } from "./downloadPackage";
import { RotateLaunchSection } from "./RotateLaunchSection";
import { rotateScormLaunch } from "./rotateLaunch";
import { usePackageDownload } from "./usePackageDownload";

export interface ExportScormDialogProps {
  course: { id: number; title: string };
  onClose(): void;
}

/**
 * Export as SCORM (issue 8): the creator picks SCORM 2004 or 1.2 and downloads the package for their LMS.
 * The package loads the course from this server, which the dialog says, so nobody expects an offline copy.
 */
export default function ExportScormDialog({ course, onClose }: ExportScormDialogProps) {
  const { t } = useTranslation();
  const [version, setVersion] = useState<ScormVersion>("2004");
  const { loading, download, feedback } = usePackageDownload(onClose);
  const start = () => download((onProgress) => downloadScormPackage(course.id, version, onProgress));

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
        {feedback}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t("scorm_export.close")}
          </Button>
          <Button
            onClick={start}
            loading={loading}
            leftSection={<IconDownload size={18} aria-hidden />}
            data-testid="scorm-download"
          >
            {t("scorm_export.download")}
          </Button>
        </Group>
        <Divider />
        <RotateLaunchSection
          onRotate={() => rotateScormLaunch(course.id, version)}
          texts={{
            hint: t("scorm_export.rotate_hint", { version }),
            rotate: t("scorm_export.rotate"),
            confirm: t("scorm_export.rotate_confirm", { version }),
          }}
        />
      </Stack>
    </Modal>
  );
}
