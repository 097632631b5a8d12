import type { BlockMedia, BlockMediaPatch } from "@coursewright/course-model";
import { ActionIcon, Group, Image, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPhotoOff, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { BlockEditorProps } from "../faces";
import { MediaChooser } from "../shared/MediaChooser";
import { DraftTextarea, DraftTextInput, fromNullable, toNullable } from "./draftFields";

/** The slides: each pick from the library adds one; each has its title, text and alt text, and can move. */
export function CarouselEditor({ block, media, mediaOps }: BlockEditorProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="block-editor-carousel">
      <MediaChooser
        block={block}
        current={null}
        label={t("blocks.carousel.add_image")}
        onPick={(item) => mediaOps.add(item)}
      />
      {media.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("blocks.carousel.no_slides")}
        </Text>
      )}
      {media.map((row, index) => (
        <SlideRow
          key={row.id}
          row={row}
          index={index}
          count={media.length}
          onUpdate={(patch) => mediaOps.update(row.id, patch)}
          onMove={(to) => mediaOps.move(row.id, to)}
          onRemove={() => mediaOps.remove(row.id)}
        />
      ))}
    </Stack>
  );
}

interface SlideRowProps {
  row: BlockMedia;
  index: number;
  count: number;
  onUpdate(patch: BlockMediaPatch): void;
  onMove(toIndex: number): void;
  onRemove(): void;
}

function SlideRow({ row, index, count, onUpdate, onMove, onRemove }: SlideRowProps) {
  const { t } = useTranslation();
  const item = row.medialibrary_item;
  const number = index + 1;
  return (
    <Paper withBorder p="xs" radius="md" data-testid="carousel-slide-row">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          {item?.thumb_url ? (
            <Image src={item.thumb_url} alt="" w={48} h={48} radius="sm" fit="cover" />
          ) : (
            <ThemeIcon size={48} variant="light" color="gray" radius="sm">
              <IconPhotoOff size={20} aria-hidden />
            </ThemeIcon>
          )}
          <Text size="sm" fw={600} style={{ flex: 1, minWidth: 0 }} truncate title={item?.title}>
            {t("blocks.carousel.slide_number", { number })}
            {item && (
              <Text span size="sm" c="dimmed" fw={400}>
                {` · ${item.title}`}
              </Text>
            )}
          </Text>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t("blocks.carousel.move_up", { number })}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t("blocks.carousel.move_down", { number })}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t("blocks.carousel.remove", { number })}
            onClick={onRemove}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <DraftTextInput
          size="xs"
          label={t("blocks.carousel.slide_title")}
          value={fromNullable(row.title)}
          onCommit={(title) => onUpdate({ title: toNullable(title) })}
        />
        <DraftTextarea
          size="xs"
          label={t("blocks.carousel.slide_text")}
          autosize
          minRows={2}
          maxRows={8}
          value={fromNullable(row.text)}
          onCommit={(text) => onUpdate({ text: toNullable(text) })}
        />
        <DraftTextInput
          size="xs"
          label={t("blocks.carousel.alt_text")}
          description={t("blocks.carousel.alt_text_hint")}
          value={fromNullable(row.alt_text)}
          onCommit={(alt) => onUpdate({ alt_text: toNullable(alt) })}
        />
      </Stack>
    </Paper>
  );
}
