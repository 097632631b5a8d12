import { MEDIA_TYPE, type MediaItem } from "@coursewright/course-model";
import { Button, Group, Input, Text } from "@mantine/core";
import { IconPhoto, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { MediaPicker } from "../../media";

const IMAGES = [MEDIA_TYPE.IMAGE];

export interface BackgroundImageFieldProps {
  url: string | null;
  error?: ReactNode;
  onChange(mediaId: number | null, url: string | null): void;
}

/** The page's background image: one from the media library (images only), or none. */
export function BackgroundImageField({ url, error, onChange }: BackgroundImageFieldProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  return (
    <Input.Wrapper label={t("themes.fields.background_image")} error={error} labelElement="div">
      <Group gap="sm" mt={4} wrap="nowrap" align="center">
        <div className="cw-theme-image" data-empty={url ? undefined : true} data-testid="theme-image">
          {url ? <img src={url} alt={t("themes.background.image_alt")} /> : <IconPhoto size={22} aria-hidden />}
        </div>
        <Group gap="xs">
          <Button
            id="theme-page_background_image_media_id"
            variant="light"
            size="xs"
            leftSection={<IconPhoto size={14} aria-hidden />}
            onClick={() => setPicking(true)}
            data-testid="theme-image-choose"
          >
            {url ? t("themes.background.image_replace") : t("themes.background.image_choose")}
          </Button>
          {url && (
            <Button
              variant="subtle"
              color="gray"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => onChange(null, null)}
              data-testid="theme-image-remove"
            >
              {t("themes.background.image_remove")}
            </Button>
          )}
        </Group>
      </Group>
      {!url && (
        <Text size="xs" c="dimmed" mt={4}>
          {t("themes.background.image_none")}
        </Text>
      )}
      <MediaPicker
        opened={picking}
        onClose={() => setPicking(false)}
        types={IMAGES}
        title={t("themes.background.image_pick")}
        onPick={(item: MediaItem) => onChange(item.id, item.url)}
      />
    </Input.Wrapper>
  );
}
