import { DEFAULT_COURSE_PREVIEW_IMAGE_PATH, MEDIA_TYPE, type MediaItem } from "@coursewright/course-model";
import { Button, Group, Stack, Text } from "@mantine/core";
import { IconPhoto, IconRestore } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { MediaPicker } from "../../media";

const IMAGES = [MEDIA_TYPE.IMAGE];

export interface PreviewImageFieldProps {
  mediaId: number | null;
  url: string;
  error?: ReactNode;
  onChange(mediaId: number | null, url: string): void;
}

/** The course card's image: one from the media library (images only), or the default one. */
export function PreviewImageField({ mediaId, url, error, onChange }: PreviewImageFieldProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const isDefault = mediaId === null;
  return (
    <Stack gap="sm">
      <div className="cw-settings-preview" data-testid="preview-image">
        <img
          src={url || DEFAULT_COURSE_PREVIEW_IMAGE_PATH}
          alt={isDefault ? t("courses.settings.preview_default") : t("courses.settings.preview_alt")}
          onError={(event) => {
            if (!event.currentTarget.src.endsWith(DEFAULT_COURSE_PREVIEW_IMAGE_PATH))
              event.currentTarget.src = DEFAULT_COURSE_PREVIEW_IMAGE_PATH;
          }}
        />
      </div>
      <Text size="sm" c="dimmed">
        {t("courses.settings.preview_hint")}
      </Text>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Group gap="sm">
        <Button
          id="course-preview_image_media_id"
          variant="light"
          leftSection={<IconPhoto size={16} aria-hidden />}
          onClick={() => setPicking(true)}
          data-testid="preview-choose"
        >
          {isDefault ? t("courses.settings.preview_choose") : t("courses.settings.preview_change")}
        </Button>
        {!isDefault && (
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconRestore size={16} aria-hidden />}
            onClick={() => onChange(null, DEFAULT_COURSE_PREVIEW_IMAGE_PATH)}
            data-testid="preview-remove"
          >
            {t("courses.settings.preview_remove")}
          </Button>
        )}
      </Group>
      <MediaPicker
        opened={picking}
        onClose={() => setPicking(false)}
        types={IMAGES}
        title={t("courses.settings.preview_picker_title")}
        onPick={(item: MediaItem) => onChange(item.id, item.url)}
      />
    </Stack>
  );
}
