import { getBlockLayout, type MediaItem, type PageBlock } from "@coursewright/course-model";
import { Button, Group, Image, Stack, Text } from "@mantine/core";
import { IconPhotoPlus, IconReplace } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MediaPicker, MediaTypeIcon } from "../../media";

interface MediaChooserProps {
  block: PageBlock;
  /** The item shown as the current choice (single-media blocks); null when nothing is chosen yet. */
  current: MediaItem | null;
  onPick(item: MediaItem): void;
  /** Button text; defaults to "Choose from the media library" / "Replace". */
  label?: string;
}

/**
 * The one way block editors take media: the library's picker, filtered to what the block's type accepts
 * (course-model registry), showing the current choice with its thumbnail.
 */
export function MediaChooser({ block, current, onPick, label }: MediaChooserProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const types = [...getBlockLayout(block.type).mediaTypes];
  return (
    <Stack gap="xs" data-testid="media-chooser">
      {current && (
        <Group gap="sm" wrap="nowrap">
          {current.thumb_url ? (
            <Image src={current.thumb_url} alt="" w={48} h={48} radius="sm" fit="cover" />
          ) : (
            <MediaTypeIcon item={current} />
          )}
          <Text size="sm" truncate style={{ flex: 1, minWidth: 0 }} title={current.title}>
            {current.title}
          </Text>
        </Group>
      )}
      <Button
        variant={current ? "default" : "filled"}
        leftSection={current ? <IconReplace size={16} aria-hidden /> : <IconPhotoPlus size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        // The right panel is narrow and labels are long in some languages: the label wraps instead of being cut.
        fullWidth
        h="auto"
        mih={36}
        py={6}
        styles={{ label: { whiteSpace: "normal", textAlign: "center", lineHeight: 1.3 } }}
      >
        {label ?? (current ? t("blocks.media.replace") : t("blocks.media.choose"))}
      </Button>
      <MediaPicker opened={opened} onClose={() => setOpened(false)} types={types} onPick={onPick} />
    </Stack>
  );
}
