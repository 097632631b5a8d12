import {
  ActionIcon,
  Button,
  CloseButton,
  FileButton,
  Group,
  SegmentedControl,
  Select,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconFolderPlus, IconLayoutGrid, IconLink, IconList, IconSearch, IconUpload } from "@tabler/icons-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { MediaFilter } from "../api";
import type { DisplayType } from "../displayType";

export interface ToolbarProps {
  search: string;
  onSearch(value: string): void;
  filter: MediaFilter;
  filters: readonly MediaFilter[];
  onFilter(value: MediaFilter): void;
  display: DisplayType;
  onDisplay(value: DisplayType): void;
  onNewFolder(): void;
  onUpload(files: File[]): void;
  /** The file chooser's accept list (".png,.jpg,..."). */
  accept: string;
  onAddVideoLink?: () => void;
}

/** Search, type filter, grid/list switch and the add buttons; wraps onto several lines on phones. */
export function Toolbar(props: ToolbarProps) {
  const { t } = useTranslation();
  // Phones keep the three add actions on one line: the secondary two become icon buttons.
  const compact = useMediaQuery("(max-width: 600px)");
  return (
    <Group gap="sm" justify="space-between" align="flex-end" wrap="wrap" data-testid="media-toolbar">
      <Group gap="sm" wrap="wrap" style={{ flex: "1 1 420px" }}>
        <TextInput
          style={{ flex: "1 1 220px", maxWidth: 360 }}
          placeholder={t("media.search_placeholder")}
          aria-label={t("media.search")}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={props.search}
          onChange={(event) => props.onSearch(event.currentTarget.value)}
          rightSection={
            props.search ? (
              <CloseButton size="sm" aria-label={t("media.clear_search")} onClick={() => props.onSearch("")} />
            ) : null
          }
          type="search"
          data-testid="media-search"
        />
        <Select
          style={{ flex: "0 1 200px" }}
          aria-label={t("media.filter_label")}
          data={props.filters.map((value) => ({ value, label: t(`media.filter.${value}`) }))}
          value={props.filter}
          onChange={(value) => value && props.onFilter(value as MediaFilter)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="media-filter"
        />
        <SegmentedControl
          value={props.display}
          onChange={(value) => props.onDisplay(value === "list" ? "list" : "grid")}
          aria-label={t("media.display_label")}
          data={[
            {
              value: "grid",
              label: (
                <Tooltip
                  label={t("media.display_grid")}
                  withinPortal
                  events={{ hover: true, focus: false, touch: false }}
                >
                  <span className="cw-media-seg" data-testid="media-display-grid">
                    <IconLayoutGrid size={16} aria-hidden />
                    <VisuallyHidden>{t("media.display_grid")}</VisuallyHidden>
                  </span>
                </Tooltip>
              ),
            },
            {
              value: "list",
              label: (
                <Tooltip
                  label={t("media.display_list")}
                  withinPortal
                  events={{ hover: true, focus: false, touch: false }}
                >
                  <span className="cw-media-seg" data-testid="media-display-list">
                    <IconList size={16} aria-hidden />
                    <VisuallyHidden>{t("media.display_list")}</VisuallyHidden>
                  </span>
                </Tooltip>
              ),
            },
          ]}
        />
      </Group>
      <Group gap="xs" wrap="nowrap">
        {compact ? (
          <>
            <Tooltip label={t("media.new_folder")} withinPortal>
              <ActionIcon variant="default" size={36} aria-label={t("media.new_folder")} onClick={props.onNewFolder}>
                <IconFolderPlus size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            {props.onAddVideoLink && (
              <Tooltip label={t("media.add_video_link")} withinPortal>
                <ActionIcon
                  variant="default"
                  size={36}
                  aria-label={t("media.add_video_link")}
                  onClick={props.onAddVideoLink}
                >
                  <IconLink size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </>
        ) : (
          <>
            <Button
              variant="default"
              leftSection={<IconFolderPlus size={16} aria-hidden />}
              onClick={props.onNewFolder}
            >
              {t("media.new_folder")}
            </Button>
            {props.onAddVideoLink && (
              <Button variant="default" leftSection={<IconLink size={16} aria-hidden />} onClick={props.onAddVideoLink}>
                {t("media.add_video_link")}
              </Button>
            )}
          </>
        )}
        <UploadButton accept={props.accept} onUpload={props.onUpload} testId="media-upload-button" />
      </Group>
    </Group>
  );
}

/** Opens the file chooser for several files at once. */
export function UploadButton({
  accept,
  onUpload,
  testId,
}: {
  accept: string;
  onUpload(files: File[]): void;
  testId: string;
}) {
  const { t } = useTranslation();
  // The chooser is emptied after each pick, so choosing the same file again still uploads it.
  const resetRef = useRef<() => void>(null);
  return (
    <FileButton
      onChange={(files) => {
        onUpload(files);
        resetRef.current?.();
      }}
      resetRef={resetRef}
      multiple
      accept={accept}
    >
      {(button) => (
        <Button {...button} leftSection={<IconUpload size={16} aria-hidden />} data-testid={testId}>
          {t("media.upload_files")}
        </Button>
      )}
    </FileButton>
  );
}
