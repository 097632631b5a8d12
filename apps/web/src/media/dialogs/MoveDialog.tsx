import { Button, Group, Loader, Modal, NavLink, ScrollArea, Stack, Text } from "@mantine/core";
import { IconChevronRight, IconFolderFilled, IconFolderSymlink } from "@tabler/icons-react";
import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../forms/FormAlert";
import { showServerError } from "../../forms/serverErrors";
import { mediaApi, mediaKeys } from "../api";
import { FolderBreadcrumbs } from "../browser/FolderBreadcrumbs";
import { folderKey, type MediaEntry, moveRequest } from "../entries";

/** Chooses a destination folder by browsing the folder tree, then moves the entries there. */
export function MoveDialog({
  entries,
  from,
  onDone,
  onClose,
}: {
  entries: MediaEntry[] | null;
  /** The folder the entries are in now (moving there changes nothing). */
  from: number | null;
  onDone(message: string | undefined): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ "aria-label": t("media.close") }}
      opened={entries !== null}
      onClose={onClose}
      title={t("media.move_title")}
      centered
      size="lg"
      data-testid="media-move-dialog"
    >
      {entries && <MoveChooser entries={entries} from={from} onDone={onDone} onClose={onClose} />}
    </Modal>
  );
}

function MoveChooser({
  entries,
  from,
  onDone,
  onClose,
}: {
  entries: MediaEntry[];
  from: number | null;
  onDone(message: string | undefined): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [at, setAt] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const moving = new Set(entries.map((e) => e.key));
  const folders = useInfiniteQuery({
    queryKey: mediaKeys.folders(at, ""),
    queryFn: ({ pageParam }) => mediaApi.folders({ page: pageParam, folderId: at, search: "" }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.links.next ? last.meta.current_page + 1 : undefined),
  });
  const move = useMutation({
    mutationFn: () => mediaApi.move(moveRequest(entries, at)),
    onSuccess: (answer) => onDone(answer?.message),
    onError: (e) => setError(showServerError(e, { setErrors: () => undefined, fields: [] }, t)),
  });
  const list = folders.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Stack gap="md">
      <FormAlert message={error} />
      <FolderBreadcrumbs folderId={at} onOpen={setAt} />
      <ScrollArea.Autosize mah={320} type="auto">
        <Stack gap={2} aria-label={t("media.move_folders")} role="group">
          {folders.isPending && <Loader size="sm" m="md" role="status" aria-label={t("common.loading")} />}
          {folders.isSuccess && list.length === 0 && (
            <Text size="sm" c="dimmed" p="sm">
              {t("media.move_no_subfolders")}
            </Text>
          )}
          {list.map((folder) => (
            <NavLink
              key={folder.id}
              component="button"
              type="button"
              label={folder.title}
              leftSection={<IconFolderFilled size={20} color="var(--mantine-color-yellow-5)" aria-hidden />}
              rightSection={<IconChevronRight size={14} className="cw-flip-rtl" aria-hidden />}
              disabled={moving.has(folderKey(folder.id))}
              onClick={() => setAt(folder.id)}
            />
          ))}
          {folders.hasNextPage && (
            <Button
              variant="subtle"
              size="xs"
              onClick={() => void folders.fetchNextPage()}
              loading={folders.isFetchingNextPage}
            >
              {t("media.load_more")}
            </Button>
          )}
        </Stack>
      </ScrollArea.Autosize>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t("media.cancel")}
        </Button>
        <Button
          leftSection={<IconFolderSymlink size={16} aria-hidden />}
          disabled={at === from}
          loading={move.isPending}
          onClick={() => {
            setError(null);
            move.mutate();
          }}
          data-testid="media-move-confirm"
        >
          {t("media.move_here")}
        </Button>
      </Group>
    </Stack>
  );
}
