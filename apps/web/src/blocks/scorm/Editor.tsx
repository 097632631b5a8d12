import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { BlockEditorProps } from "../faces";
import { MediaChooser } from "../shared/MediaChooser";

export function ScormEditor({ block, media, mediaOps }: BlockEditorProps) {
  const { t } = useTranslation();
  const item = media[0]?.medialibrary_item ?? null;
  const scorm = item?.custom_properties.scorm;
  return (
    <Stack gap="sm" data-testid="block-editor-scorm">
      <MediaChooser block={block} current={item} onPick={(picked) => mediaOps.add(picked)} />
      {scorm && (
        <Text size="sm" c="dimmed">
          {t("media.scorm_version", { version: scorm.edition || scorm.version })}
          {scorm.scos.length > 1 && ` · ${t("blocks.scorm.sco_count", { count: scorm.scos.length })}`}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t("blocks.scorm.completion_hint")}
      </Text>
    </Stack>
  );
}
