import { ActionIcon, Menu } from "@mantine/core";
import {
  IconDotsVertical,
  IconDownload,
  IconEye,
  IconFolderOpen,
  IconFolderSymlink,
  IconPencil,
  IconTrash,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { entryTitle, type MediaEntry } from "../entries";

export interface EntryActions {
  open(entry: MediaEntry): void;
  rename(entry: MediaEntry): void;
  move(entry: MediaEntry): void;
  remove(entry: MediaEntry): void;
}

/** The "⋮" menu of one entry: open or preview, rename, move, download, delete. */
export function EntryMenu({
  entry,
  actions,
  tabbable,
}: {
  entry: MediaEntry;
  actions: EntryActions;
  tabbable: boolean;
}) {
  const { t } = useTranslation();
  const title = entryTitle(entry);
  const download = entry.kind === "item" ? entry.item.download_url : null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={200}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="md"
          tabIndex={tabbable ? 0 : -1}
          aria-label={t("media.actions_for", { name: title })}
          data-testid="media-entry-menu"
          onClick={(event) => event.stopPropagation()}
          onDoubleClick={(event) => event.stopPropagation()}
          onKeyDown={(event) => event.stopPropagation()}
        >
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        <Menu.Item
          leftSection={entry.kind === "folder" ? <IconFolderOpen size={16} /> : <IconEye size={16} />}
          onClick={() => actions.open(entry)}
        >
          {entry.kind === "folder" ? t("media.open_folder") : t("media.preview")}
        </Menu.Item>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => actions.rename(entry)}>
          {t("media.rename")}
        </Menu.Item>
        <Menu.Item leftSection={<IconFolderSymlink size={16} />} onClick={() => actions.move(entry)}>
          {t("media.move")}
        </Menu.Item>
        {download && (
          <Menu.Item leftSection={<IconDownload size={16} />} component="a" href={download} download>
            {t("media.download")}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => actions.remove(entry)}>
          {t("media.delete")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
