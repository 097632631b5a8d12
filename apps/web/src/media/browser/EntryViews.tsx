import type { MediaItem } from "@coursewright/course-model";
import { Checkbox, Loader, Text } from "@mantine/core";
import type { KeyboardEvent, MouseEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { entryTitle, type MediaEntry } from "../entries";
import { FOLDER_LOOK, MediaTypeIcon, typeLabelKey } from "../mediaTypes";
import { thumbnailPending } from "../thumbnailState";

export interface EntryViewProps {
  entry: MediaEntry;
  index: number;
  selected: boolean;
  /** Library: a checkbox per entry; picker: one chosen item, no checkboxes. */
  withCheckbox: boolean;
  /** The one entry reachable with Tab (roving focus: arrows move between entries). */
  focusable: boolean;
  onClick(event: MouseEvent): void;
  onDoubleClick(): void;
  onOpen(): void;
  onToggle(range: boolean): void;
  onKeyDown(event: KeyboardEvent): void;
  onFocus(): void;
  menu?: ReactNode;
}

function FolderIcon({ size }: { size: number }) {
  const Icon = FOLDER_LOOK.icon;
  return <Icon size={size} color="var(--mantine-color-yellow-5)" aria-hidden />;
}

/** The thumbnail, a placeholder while its job runs, else the type icon. */
function ItemThumb({ item, size }: { item: MediaItem; size: number }) {
  const { t } = useTranslation();
  if (item.thumb_url) return <img src={item.thumb_url} alt="" loading="lazy" draggable={false} />;
  if (thumbnailPending(item)) {
    return <Loader size={Math.round(size / 2)} type="dots" role="status" aria-label={t("media.thumbnail_pending")} />;
  }
  return <MediaTypeIcon item={item} size={size} />;
}

/** "Image · 1.2 MB", "Folder", "YouTube video". */
export function useEntryMeta(entry: MediaEntry): { type: string; size: string | null } {
  const { t } = useTranslation();
  if (entry.kind === "folder") return { type: t("media.type.folder"), size: null };
  const item = entry.item;
  const embed = item.custom_properties.embed;
  return {
    type: embed
      ? t("media.type.embed_of", { provider: t(`media.provider.${embed.provider}`) })
      : t(typeLabelKey(item.medialibrary_type)),
    size: embed ? null : item.human_readable_size,
  };
}

function rootProps(props: EntryViewProps, title: string, className: string) {
  const { entry, selected, focusable, onClick, onDoubleClick, onKeyDown, onFocus } = props;
  return {
    className,
    role: "group",
    "aria-label": title,
    tabIndex: focusable ? 0 : -1,
    "data-testid": "media-entry",
    "data-kind": entry.kind,
    "data-entry-key": entry.key,
    "data-index": props.index,
    "data-selected": selected || undefined,
    onClick,
    onDoubleClick,
    onKeyDown,
    onFocus,
  };
}

function EntryCheckbox(props: EntryViewProps & { title: string }) {
  const { t } = useTranslation();
  if (!props.withCheckbox) return null;
  return (
    <Checkbox
      className="cw-media-check"
      checked={props.selected}
      tabIndex={-1}
      aria-label={t("media.select_entry", { name: props.title })}
      onClick={(event) => {
        event.stopPropagation();
        props.onToggle(event.shiftKey);
      }}
      onChange={() => undefined}
      size="sm"
    />
  );
}

/**
 * A search result says where it is: "In Trips / Beach", or "In Media library" at the top. The full path is the
 * tooltip; the line names the folders only, as a narrow tile cuts it from the end.
 */
function FoundIn({ entry }: { entry: MediaEntry }) {
  const { t } = useTranslation();
  const path = entry.kind === "folder" ? entry.folder.folder_path : entry.item.folder_path;
  if (!path) return null;
  const where = path.length > 0 ? path.join(" / ") : t("media.root");
  return (
    <Text size="xs" c="dimmed" truncate title={[t("media.root"), ...path].join(" / ")} data-testid="media-entry-where">
      {t("media.found_in", { path: where })}
    </Text>
  );
}

function NameButton({ title, onOpen }: { title: string; onOpen(): void }) {
  return (
    <button
      type="button"
      className="cw-media-name"
      tabIndex={-1}
      title={title}
      onClick={(event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.stopPropagation();
        onOpen();
      }}
    >
      <Text component="span" size="sm" fw={500} truncate="end" display="block">
        {title}
      </Text>
    </button>
  );
}

/** A tile of the grid display: thumbnail or type icon, name, type and size. */
export function EntryCard(props: EntryViewProps) {
  const { entry } = props;
  const title = entryTitle(entry);
  const meta = useEntryMeta(entry);
  return (
    <div {...rootProps(props, title, "cw-media-card")}>
      <div className="cw-media-thumb" data-folder={entry.kind === "folder" || undefined}>
        {entry.kind === "folder" ? <FolderIcon size={64} /> : <ItemThumb item={entry.item} size={56} />}
        <EntryCheckbox {...props} title={title} />
        {props.menu && <div className="cw-media-menu">{props.menu}</div>}
      </div>
      <div className="cw-media-card-body">
        <NameButton title={title} onOpen={props.onOpen} />
        <Text size="xs" c="dimmed" truncate>
          {meta.size ? `${meta.type} · ${meta.size}` : meta.type}
        </Text>
        <FoundIn entry={entry} />
      </div>
    </div>
  );
}

/** A row of the list display. */
export function EntryRow(props: EntryViewProps) {
  const { entry } = props;
  const title = entryTitle(entry);
  const meta = useEntryMeta(entry);
  return (
    <div {...rootProps(props, title, "cw-media-row")}>
      <div className="cw-media-row-check">
        <EntryCheckbox {...props} title={title} />
      </div>
      <div className="cw-media-row-thumb">
        {entry.kind === "folder" ? <FolderIcon size={30} /> : <ItemThumb item={entry.item} size={32} />}
      </div>
      <div className="cw-media-row-name">
        <NameButton title={title} onOpen={props.onOpen} />
        <FoundIn entry={entry} />
      </div>
      <Text size="sm" c="dimmed" className="cw-media-row-type" truncate>
        {meta.type}
      </Text>
      <Text size="sm" c="dimmed" className="cw-media-row-size">
        {meta.size ?? "—"}
      </Text>
      <div className="cw-media-row-menu">{props.menu}</div>
    </div>
  );
}
