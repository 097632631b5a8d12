import { Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconDownload, IconPaperclip } from "@tabler/icons-react";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { MediaTypeIcon } from "../../media/mediaTypes";
import type { BlockViewProps } from "../faces";
import { mediaRowTitle } from "../shared/mediaItems";
import "./attachedFiles.css";
import { EmptyMediaHint } from "../shared/EmptyMediaHint";

/**
 * The block's files as a download list. Each row is one link (name, size, download icon) so the whole row is
 * a target on a phone. On the canvas the links do nothing: a click there selects the block.
 */
export function AttachedFilesView({ media, mode, onInteract }: BlockViewProps) {
  const { t } = useTranslation();
  const files = media.flatMap((row) =>
    row.medialibrary_item?.download_url
      ? [{ row, item: row.medialibrary_item, url: row.medialibrary_item.download_url }]
      : [],
  );
  if (files.length === 0)
    return (
      <EmptyMediaHint
        mode={mode}
        icon={IconPaperclip}
        text={t("blocks.attached_files.empty")}
        testId="block-view-attachedFiles"
      />
    );
  const onClick = (event: MouseEvent) => {
    if (mode === "builder") event.preventDefault();
    else onInteract();
  };
  return (
    <Stack
      component="ul"
      gap={4}
      p={6}
      m={0}
      data-testid="block-view-attachedFiles"
      aria-label={t("blocks.attached_files.list_label")}
      style={{ listStyle: "none" }}
    >
      {files.map(({ row, item, url }) => {
        const title = mediaRowTitle(row, item);
        return (
          <li key={row.id}>
            <UnstyledButton
              component="a"
              href={url}
              download={item.file_name}
              onClick={onClick}
              aria-label={t("blocks.attached_files.download", { title, size: item.human_readable_size })}
              className="cw-attached-file"
              style={{ display: "block", width: "100%", padding: 6, borderRadius: "var(--mantine-radius-md)" }}
            >
              <Group gap="sm" wrap="nowrap">
                <MediaTypeIcon item={item} size={36} />
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate title={title}>
                    {title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {item.human_readable_size}
                  </Text>
                </Stack>
                <IconDownload size={18} stroke={1.6} aria-hidden style={{ flexShrink: 0, opacity: 0.7 }} />
              </Group>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
