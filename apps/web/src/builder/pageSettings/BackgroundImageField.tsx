import { MEDIA_TYPE, type MediaItem } from "@coursewright/course-model";
import { Button, Group, Image, Input, Stack, Text } from "@mantine/core";
import { IconPhotoPlus, IconReplace, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MediaPicker } from "../../media";

interface BackgroundImageFieldProps {
  image: MediaItem | null;
  onPick(item: MediaItem): void;
  onClear(): void;
  disabled: boolean;
}

/** The page's background image: an image from the media library (or uploaded in the picker). */
export function BackgroundImageField({ image, onPick, onClear, disabled }: BackgroundImageFieldProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <Input.Wrapper label={t("builder.page.background_image")}>
      <Stack gap="xs" mt={4} data-testid="page-background-image">
        {image && (
          <Group gap="sm" wrap="nowrap">
            <Image src={image.thumb_url ?? image.url} alt="" w={48} h={48} radius="sm" fit="cover" />
            <Text size="sm" truncate style={{ flex: 1, minWidth: 0 }} title={image.title}>
              {image.title}
            </Text>
          </Group>
        )}
        <Group gap="xs">
          <Button
            size="xs"
            variant={image ? "default" : "light"}
            disabled={disabled}
            leftSection={image ? <IconReplace size={14} aria-hidden /> : <IconPhotoPlus size={14} aria-hidden />}
            onClick={() => setOpened(true)}
          >
            {image ? t("builder.page.background_image_replace") : t("builder.page.background_image_choose")}
          </Button>
          {image && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              disabled={disabled}
              leftSection={<IconX size={14} aria-hidden />}
              onClick={onClear}
            >
              {t("builder.page.background_image_remove")}
            </Button>
          )}
        </Group>
      </Stack>
      <MediaPicker
        opened={opened}
        onClose={() => setOpened(false)}
        types={[MEDIA_TYPE.IMAGE]}
        onPick={onPick}
        title={t("builder.page.background_image_pick")}
      />
    </Input.Wrapper>
  );
}
