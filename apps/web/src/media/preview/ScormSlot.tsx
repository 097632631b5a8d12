import type { MediaItem } from "@coursewright/course-model";
import { Alert, Stack, Text } from "@mantine/core";
import { IconPackage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

// TODO(lead): render `ScormPreview` from "../../scorm" here once apps/web/src/scorm/index.ts exports it
// (issue 3 SCORM runtime, built in parallel). Until then the preview names the package and its version.
export function ScormSlot({ item }: { item: MediaItem }) {
  const { t } = useTranslation();
  const scorm = item.custom_properties.scorm;
  return (
    <Stack gap="sm">
      <Alert variant="light" icon={<IconPackage aria-hidden />} title={scorm?.title ?? item.title}>
        <Text size="sm">{t("media.scorm_version", { version: scorm?.edition ?? scorm?.version ?? "?" })}</Text>
      </Alert>
    </Stack>
  );
}
