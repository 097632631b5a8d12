import { type BlockMedia, blockAcceptsMedia, type MediaItem, type PageBlock } from "@coursewright/course-model";
import { Button, Progress, Stack, Text } from "@mantine/core";
import { IconCloudUpload } from "@tabler/icons-react";
import { type DragEvent, lazy, Suspense, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { queryClient } from "../../api/queryClient";
import { mediaApi, mediaKeys } from "../../media/api";
import { refreshListings } from "../../media/refreshListings";
import { detectUploadKind } from "../../media/uploadKind";
import { type UploadProblem, uploadProblem } from "../../media/uploadQueue";
import { addBlockMedia } from "../actions";
import { NO_DRAG_CLASS } from "./BlockToolbar";
import { type DropZone, dropZoneFor, fileFits } from "./emptyBlock";

// The media library (its browser, uploads, dialogs) loads when an author first opens it from the canvas, not
// with the canvas: a page of empty media blocks would otherwise hold the builder's first draw.
const MediaPicker = lazy(() => import("../../media/MediaPicker").then((module) => ({ default: module.MediaPicker })));

type Upload = { name: string; percent: number } | null;
type Problem = UploadProblem | { key: "builder.empty.wrong_type" } | null;

const stop = (event: { stopPropagation(): void }) => event.stopPropagation();
const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes("Files");

/**
 * An empty media block on the canvas: a drop zone saying what it waits for, with a button opening the media
 * library on the types it takes. A file dropped from the desktop is uploaded into the library's top folder,
 * with its progress, and set on the block (one undoable edit, as a pick is).
 */
export function EmptyBlockZone({ block, media }: { block: PageBlock; media: readonly BlockMedia[] }) {
  const zone = useMemo(() => dropZoneFor(block, media), [block, media]);
  if (!zone) return null;
  return <Zone block={block} zone={zone} />;
}

function Zone({ block, zone }: { block: PageBlock; zone: DropZone }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  // Mounted from the first opening on, so that closing keeps the modal's transition.
  const [pickerUsed, setPickerUsed] = useState(false);
  const [over, setOver] = useState(false);
  const [upload, setUpload] = useState<Upload>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const depth = useRef(0);

  const use = (item: MediaItem) => addBlockMedia(block.id, item);

  async function send(files: File[]) {
    setProblem(null);
    for (const file of zone.many ? files : files.slice(0, 1)) {
      const kind = await detectUploadKind(file);
      if (!kind || !fileFits(zone, kind, file.name)) {
        setProblem({ key: "builder.empty.wrong_type" });
        continue;
      }
      setUpload({ name: file.name, percent: 0 });
      try {
        const item = await mediaApi.upload(kind, file, null, {
          onProgress: (percent) => setUpload({ name: file.name, percent }),
          signal: new AbortController().signal,
        });
        void refreshListings(queryClient, mediaKeys.all);
        if (blockAcceptsMedia(block.type, item.medialibrary_type)) use(item);
        else setProblem({ key: "builder.empty.wrong_type" });
      } catch (error) {
        setProblem(uploadProblem(error));
      } finally {
        setUpload(null);
      }
    }
  }

  const onDragEnter = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setOver(true);
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setOver(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    depth.current = 0;
    setOver(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0 && !upload) void send(files);
  };

  const problemText = problem ? ("text" in problem ? problem.text : t(problem.key)) : null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a shortcut; the button opens the library for everyone.
    <div
      className="cw-empty-zone"
      data-over={over || undefined}
      data-testid="empty-block-zone"
      onDragEnter={onDragEnter}
      onDragOver={(event) => {
        if (hasFiles(event)) event.preventDefault();
      }}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <Stack align="center" gap={8} maw={320} px="sm">
        <IconCloudUpload size={30} stroke={1.5} aria-hidden className="cw-empty-zone__icon" />
        <Text size="sm" fw={500} ta="center" c="gray.8">
          {t(zone.textKey)}
        </Text>
        {upload ? (
          <Stack gap={4} w="100%" role="status">
            <Text size="xs" c="gray.7" ta="center" truncate="end">
              {t("builder.empty.uploading", { name: upload.name, percent: upload.percent })}
            </Text>
            <Progress value={upload.percent} size="sm" aria-label={t("builder.empty.upload_progress")} />
          </Stack>
        ) : (
          <Button
            size="xs"
            variant="light"
            className={NO_DRAG_CLASS}
            onClick={(event) => {
              event.stopPropagation();
              setPicking(true);
              setPickerUsed(true);
            }}
            data-testid="empty-block-choose"
          >
            {t("builder.empty.choose")}
          </Button>
        )}
        {problemText && (
          <Text size="xs" c="red.8" ta="center" role="alert">
            {problemText}
          </Text>
        )}
      </Stack>
      {/* The picker is drawn in a portal, but React passes its presses up this tree: they must not start a drag
          of the block nor reach the canvas's selection. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: no interaction of its own, it only stops presses passing. */}
      <div onMouseDown={stop} onTouchStart={stop} onPointerDown={stop}>
        {(picking || pickerUsed) && (
          <Suspense fallback={null}>
            <MediaPicker
              opened={picking}
              onClose={() => setPicking(false)}
              types={zone.types}
              onPick={(item) => {
                use(item);
                setPicking(false);
              }}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
