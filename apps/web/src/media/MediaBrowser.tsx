import "./media.css";
import {
  createFolderRequestSchema,
  MEDIA_TYPE,
  type MediaItem,
  type MediaType,
  renameRequestSchema,
} from "@coursewright/course-model";
import { Button, Center, Group, Stack, Text } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { useDebouncedValue } from "@mantine/hooks";
import { IconCloudUpload } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { type KeyboardEvent, type MouseEvent, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../shell/notify";
import { type MediaFilter, mediaApi, mediaKeys } from "./api";
import { EntryListing } from "./browser/EntryListing";
import { EntryMenu } from "./browser/EntryMenu";
import { FolderBreadcrumbs } from "./browser/FolderBreadcrumbs";
import { type EmptyKind, EmptyState, ListingError, ListingSkeleton } from "./browser/ListingStates";
import { SelectionBar } from "./browser/SelectionBar";
import { Toolbar, UploadButton } from "./browser/Toolbar";
import { useBrowserDialogs } from "./browser/useBrowserDialogs";
import { DeleteDialog } from "./dialogs/DeleteDialog";
import { EmbedVideoDialog } from "./dialogs/EmbedVideoDialog";
import { MoveDialog } from "./dialogs/MoveDialog";
import { NameDialog } from "./dialogs/NameDialog";
import { useDisplayType } from "./displayType";
import { entryTitle, itemKey, type MediaEntry, renameTarget } from "./entries";
import { acceptFor, filtersFor, initialFilterFor } from "./filters";
import { PreviewDialog } from "./preview/PreviewDialog";
import { refreshListings } from "./refreshListings";
import { EMPTY_SELECTION, keepListed, moveFocus, selectAll, toggleEntry } from "./selection";
import { UploadPanel } from "./upload/UploadPanel";
import { enqueueUploads } from "./uploadQueue";
import { useMediaListing } from "./useMediaListing";

const SEARCH_DEBOUNCE_MS = 300;

export interface MediaBrowserProps {
  /** library: manage everything; picker: choose one item of `types`. */
  mode: "library" | "picker";
  folderId: number | null;
  onFolderChange(id: number | null): void;
  types?: readonly MediaType[];
  /** Picker: the item chosen so far, and what a double-click or Enter on an item does. */
  chosen?: MediaItem | null;
  onChoose?(item: MediaItem | null): void;
  onPick?(item: MediaItem): void;
}

/** Folders, search, type filter, grid or list, uploads and item actions: the media library screen and picker. */
export function MediaBrowser({ mode, folderId, onFolderChange, types, chosen, onChoose, onPick }: MediaBrowserProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const library = mode === "library";
  const filters = useMemo(() => filtersFor(types), [types]);
  const [filter, setFilter] = useState<MediaFilter>(() => initialFilterFor(types));
  const [searchInput, setSearchInput] = useState("");
  const [search] = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [display, setDisplay] = useDisplayType();
  const [rawSelection, setSelection] = useState(EMPTY_SELECTION);
  const [focusIndex, setFocusIndex] = useState(0);
  const [pickedFolder, setPickedFolder] = useState<string | null>(null);
  const listingRef = useRef<HTMLElement>(null);
  const dialogs = useBrowserDialogs();

  const listing = useMediaListing({ filter, folderId, search });
  const order = useMemo(() => listing.entries.map((e) => e.key), [listing.entries]);
  const selection = keepListed(rawSelection, order);
  const selectedEntries = listing.entries.filter((e) => selection.keys.has(e.key));

  // Spec 4: a new type, search or folder starts again, with nothing selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reset is what these changes mean.
  useEffect(() => {
    setSelection(EMPTY_SELECTION);
    setPickedFolder(null);
    setFocusIndex(0);
  }, [filter, search, folderId]);

  const refresh = () => refreshListings(queryClient, mediaKeys.all);
  const done = (message: string) => {
    dialogs.close();
    setSelection(EMPTY_SELECTION);
    void refresh();
    notifySuccess(message);
  };
  const upload = (files: File[]) => {
    if (files.length > 0) enqueueUploads(files, folderId);
  };

  const open = (entry: MediaEntry) => {
    if (entry.kind === "folder") onFolderChange(entry.folder.id);
    else if (library) dialogs.open({ kind: "preview", item: entry.item });
    else onPick?.(entry.item);
  };
  const toggle = (entry: MediaEntry, range: boolean) =>
    setSelection(toggleEntry(selection, entry.key, order, { range }));
  const targets = (entry: MediaEntry) => (selection.keys.has(entry.key) ? selectedEntries : [entry]);

  const focusEntry = (index: number) => {
    setFocusIndex(index);
    listingRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)?.focus();
  };
  const columns = () => {
    if (display === "list" || !listingRef.current) return 1;
    return getComputedStyle(listingRef.current).gridTemplateColumns.split(" ").filter(Boolean).length || 1;
  };

  // Picker: one click selects (a folder only shows as selected: it cannot be used), a double-click uses a file
  // or opens a folder. A click never changes the listing, so the second click of a double-click lands on the
  // entry the first one selected.
  const pickerSelect = (entry: MediaEntry) => {
    setPickedFolder(entry.kind === "folder" ? entry.key : null);
    onChoose?.(entry.kind === "item" ? entry.item : null);
  };
  const handlers = {
    onClick: (entry: MediaEntry, event: MouseEvent) => {
      if (!library) {
        pickerSelect(entry);
        return;
      }
      if (event.shiftKey || event.ctrlKey || event.metaKey || selection.keys.size > 0 || entry.kind === "folder") {
        toggle(entry, event.shiftKey);
      } else open(entry);
    },
    onDoubleClick: (entry: MediaEntry) => {
      if (entry.kind === "folder" || !library) open(entry);
    },
    // The name is a button of its own: in the library it opens, in the picker it selects like the rest of the entry.
    onOpen: library ? open : pickerSelect,
    onToggle: toggle,
    onFocus: setFocusIndex,
    onKeyDown: (entry: MediaEntry, index: number, event: KeyboardEvent) => {
      if (event.target !== event.currentTarget) return;
      const key = event.key;
      if (key === "Enter") open(entry);
      else if (key === " ") {
        if (library) toggle(entry, event.shiftKey);
        else pickerSelect(entry);
      } else if (key === "Delete" && library) dialogs.open({ kind: "delete", entries: targets(entry) });
      else if (key === "F2" && library) dialogs.open({ kind: "rename", entry });
      else if (key === "Escape" && selection.keys.size > 0) setSelection(EMPTY_SELECTION);
      else if (key.toLowerCase() === "a" && (event.ctrlKey || event.metaKey) && library) setSelection(selectAll(order));
      else {
        const next = moveFocus(index, listing.entries.length, key, columns());
        if (next === null) return;
        focusEntry(next);
      }
      event.preventDefault();
    },
    menu: library
      ? (entry: MediaEntry, tabbable: boolean) => (
          <EntryMenu
            entry={entry}
            tabbable={tabbable}
            actions={{
              open,
              rename: (e) => dialogs.open({ kind: "rename", entry: e }),
              move: (e) => dialogs.open({ kind: "move", entries: targets(e) }),
              remove: (e) => dialogs.open({ kind: "delete", entries: targets(e) }),
            }}
          />
        )
      : undefined,
  };

  const emptyKind: EmptyKind = search
    ? "search"
    : filter !== filters[0]
      ? "filter"
      : folderId !== null
        ? "folder"
        : "library";
  const uploadAction = <UploadButton accept={acceptFor(types)} onUpload={upload} testId="media-empty-upload" />;
  const pickerSelected = new Set(chosen ? [itemKey(chosen)] : pickedFolder ? [pickedFolder] : []);
  const renaming = dialogs.dialog?.kind === "rename" ? dialogs.dialog.entry : null;

  return (
    <Stack gap="md" className="cw-media-browser" data-mode={mode}>
      <Toolbar
        search={searchInput}
        onSearch={setSearchInput}
        filter={filter}
        filters={filters}
        onFilter={setFilter}
        display={display}
        onDisplay={setDisplay}
        onNewFolder={() => dialogs.open({ kind: "newFolder" })}
        onUpload={upload}
        accept={acceptFor(types)}
        onAddVideoLink={
          !types || types.includes(MEDIA_TYPE.VIDEO_EMBED) ? () => dialogs.open({ kind: "embed" }) : undefined
        }
      />
      <Group justify="space-between" gap="sm" mih={30}>
        <FolderBreadcrumbs folderId={folderId} onOpen={onFolderChange} />
        {library && selection.keys.size === 0 && listing.total > 0 && (
          <Text size="xs" c="dimmed">
            {t("media.count", { count: listing.total })}
          </Text>
        )}
      </Group>
      {library && selection.keys.size > 0 && (
        <SelectionBar
          count={selection.keys.size}
          onClear={() => setSelection(EMPTY_SELECTION)}
          onSelectAll={() => setSelection(selectAll(order))}
          onMove={() => dialogs.open({ kind: "move", entries: selectedEntries })}
          onDelete={() => dialogs.open({ kind: "delete", entries: selectedEntries })}
        />
      )}
      {listing.failed && <ListingError onRetry={listing.retry} />}
      {listing.initialLoading && listing.entries.length === 0 ? (
        <ListingSkeleton display={display} />
      ) : listing.entries.length === 0 ? (
        !listing.failed && (
          <EmptyState kind={emptyKind} search={search} action={emptyKind === "search" ? undefined : uploadAction} />
        )
      ) : (
        <EntryListing
          ref={listingRef}
          entries={listing.entries}
          display={display}
          selected={library ? selection.keys : pickerSelected}
          withCheckbox={library}
          focusIndex={focusIndex}
          handlers={handlers}
          label={t("media.listing_label")}
        />
      )}
      {listing.canLoadMore && (
        <Center>
          <Button
            variant="default"
            onClick={listing.loadMore}
            loading={listing.loadingMore}
            data-testid="media-load-more"
          >
            {t("media.load_more")}
          </Button>
        </Center>
      )}

      <Dropzone.FullScreen
        onDrop={upload}
        activateOnClick={false}
        classNames={{ fullScreen: "cw-media-drop-overlay", root: "cw-media-dropzone" }}
      >
        <Stack align="center" gap="xs" style={{ pointerEvents: "none" }} py="xl">
          <IconCloudUpload size={56} stroke={1.4} color="var(--mantine-color-brand-6)" aria-hidden />
          <Text size="xl" fw={600}>
            {t("media.drop_title")}
          </Text>
          <Text c="dimmed">{t("media.drop_text")}</Text>
        </Stack>
      </Dropzone.FullScreen>
      <UploadPanel floating={library} />

      <NameDialog
        opened={dialogs.dialog?.kind === "newFolder"}
        heading={t("media.new_folder")}
        label={t("media.folder_name")}
        submitLabel={t("media.create")}
        initial=""
        schema={createFolderRequestSchema}
        onSubmit={(title) => mediaApi.createFolder({ title, parent_id: folderId })}
        onDone={() => done(t("media.folder_created"))}
        onClose={dialogs.close}
      />
      <NameDialog
        opened={renaming !== null}
        heading={t("media.rename_title")}
        label={t("media.new_name")}
        submitLabel={t("media.rename")}
        initial={renaming ? entryTitle(renaming) : ""}
        schema={renameRequestSchema}
        onSubmit={(title) => {
          if (!renaming) return Promise.resolve();
          const { target, id } = renameTarget(renaming);
          return mediaApi.rename(target, id, title);
        }}
        onDone={() => done(t("media.renamed"))}
        onClose={dialogs.close}
      />
      <DeleteDialog
        entries={dialogs.entriesOf("delete")}
        onDone={(message) => done(message ?? t("media.deleted"))}
        onClose={dialogs.close}
      />
      <MoveDialog
        entries={dialogs.entriesOf("move")}
        from={folderId}
        onDone={(message) => done(message ?? t("media.moved"))}
        onClose={dialogs.close}
      />
      <EmbedVideoDialog
        opened={dialogs.dialog?.kind === "embed"}
        folderId={folderId}
        onDone={() => done(t("media.embed.added"))}
        onClose={dialogs.close}
      />
      <PreviewDialog item={dialogs.dialog?.kind === "preview" ? dialogs.dialog.item : null} onClose={dialogs.close} />
    </Stack>
  );
}
