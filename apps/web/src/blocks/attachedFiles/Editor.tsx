import type { BlockMedia } from "@coursewright/course-model";
import { ActionIcon, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconTrash } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { MediaTypeIcon } from "../../media";
import type { BlockEditorProps, BlockMediaOps } from "../faces";
import { MediaChooser } from "../shared/MediaChooser";
import { mediaRowTitle } from "../shared/mediaItems";

/** Files are added one pick at a time; each row's title can be changed, moved or removed. */
export function AttachedFilesEditor({ block, media, mediaOps }: BlockEditorProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="block-editor-attachedFiles">
      {media.length > 0 && (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
          aria-label={t("blocks.attached_files.list_label")}
        >
          {media.map((row, index) => (
            <FileRow key={row.id} row={row} index={index} count={media.length} mediaOps={mediaOps} />
          ))}
        </Stack>
      )}
      <MediaChooser
        block={block}
        current={null}
        label={t("blocks.attached_files.add")}
        onPick={(item) => mediaOps.add(item)}
      />
    </Stack>
  );
}

function FileRow({
  row,
  index,
  count,
  mediaOps,
}: {
  row: BlockMedia;
  index: number;
  count: number;
  mediaOps: BlockMediaOps;
}) {
  const { t } = useTranslation();
  const item = row.medialibrary_item;
  const saved = row.title ?? "";
  const [title, setTitle] = useState(saved);
  useEffect(() => setTitle(saved), [saved]);
  const name = item ? mediaRowTitle(row, item) : t("blocks.media_common.missing");
  return (
    <Group component="li" gap="xs" wrap="nowrap" align="center" data-testid="attached-file-row">
      {item ? (
        <MediaTypeIcon item={item} size={32} />
      ) : (
        <Text size="xs" c="red" w={32} ta="center" aria-hidden>
          !
        </Text>
      )}
      <TextInput
        style={{ flex: 1, minWidth: 0 }}
        size="xs"
        aria-label={t("blocks.attached_files.title_label")}
        placeholder={item?.title ?? t("blocks.media_common.missing")}
        description={item ? item.human_readable_size : t("blocks.media_common.missing")}
        inputWrapperOrder={["label", "input", "description", "error"]}
        maxLength={500}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        // An empty title falls back to the library item's own title.
        onBlur={() => {
          const next = title.trim() ? title.trim() : null;
          if (next !== row.title) mediaOps.update(row.id, { title: next });
        }}
      />
      <ActionIcon
        variant="subtle"
        color="gray"
        disabled={index === 0}
        aria-label={t("blocks.attached_files.move_up", { title: name })}
        onClick={() => mediaOps.move(row.id, index - 1)}
      >
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        disabled={index === count - 1}
        aria-label={t("blocks.attached_files.move_down", { title: name })}
        onClick={() => mediaOps.move(row.id, index + 1)}
      >
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t("blocks.attached_files.remove", { title: name })}
        onClick={() => mediaOps.remove(row.id)}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
