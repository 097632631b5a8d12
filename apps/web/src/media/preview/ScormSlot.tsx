import type { MediaItem } from "@coursewright/course-model";
import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ScormPreview } from "../../scorm";

/** A SCORM package runs in the preview, with what it reports shown live (apps/web/src/scorm). */
export function ScormSlot({ item }: { item: MediaItem }) {
  const { t } = useTranslation();
  const scorm = item.custom_properties.scorm;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t("media.scorm_version", { version: scorm?.edition ?? scorm?.version ?? "?" })}
      </Text>
      <ScormPreview mediaId={item.id} />
    </Stack>
  );
}
