import type { MediaItem, MediaType } from "@coursewright/course-model";
import { Button, Group, Modal, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MediaBrowser } from "./MediaBrowser";

export interface MediaPickerProps {
  opened: boolean;
  onClose(): void;
  /** The types that may be chosen (the type filter offers only these). */
  types: MediaType[];
  onPick(item: MediaItem): void;
  title?: string;
}

/**
 * Chooses one media item: the library's browsing (folders, search, type filter), uploads into the folder
 * being shown, then "Choose" (or a double-click, or Enter). The course builder opens it for its blocks.
 */
export function MediaPicker({ opened, onClose, types, onPick, title }: MediaPickerProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 600px)");
  return (
    <Modal
      closeButtonProps={{ "aria-label": t("media.close") }}
      opened={opened}
      onClose={onClose}
      title={title ?? t("media.picker.title")}
      size="80rem"
      fullScreen={phone}
      centered
      className="cw-media-picker"
      data-testid="media-picker"
    >
      {opened && <PickerBody types={types} onPick={onPick} onClose={onClose} />}
    </Modal>
  );
}

function PickerBody({ types, onPick, onClose }: Pick<MediaPickerProps, "types" | "onPick" | "onClose">) {
  const { t } = useTranslation();
  const [folderId, setFolderId] = useState<number | null>(null);
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  const pick = (item: MediaItem) => {
    onPick(item);
    onClose();
  };
  return (
    <div className="cw-media-picker">
      <MediaBrowser
        mode="picker"
        folderId={folderId}
        onFolderChange={(id) => {
          setFolderId(id);
          setChosen(null);
        }}
        types={types}
        chosen={chosen}
        onChoose={setChosen}
        onPick={pick}
      />
      <Group justify="space-between" mt="lg" gap="sm" className="cw-media-picker-footer">
        <Text size="sm" c="dimmed" truncate style={{ flex: 1, minWidth: 0 }}>
          {chosen ? t("media.picker.chosen", { name: chosen.title }) : t("media.picker.hint")}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            {t("media.cancel")}
          </Button>
          <Button
            leftSection={<IconCheck size={16} aria-hidden />}
            disabled={!chosen}
            onClick={() => chosen && pick(chosen)}
            data-testid="media-picker-choose"
          >
            {t("media.picker.choose")}
          </Button>
        </Group>
      </Group>
    </div>
  );
}
