import {
  BLOCK_TYPE,
  type BlockMedia,
  getBlockLayout,
  MEDIA_TYPE,
  type MediaType,
  mediaTypeOfFileName,
  type PageBlock,
} from "@coursewright/course-model";
import type { UploadKind } from "../../media/uploadKind";

/** A block that waits for its media: what the canvas's drop zone says and takes. */
export interface DropZone {
  /** The library types the block takes (the picker opens on them). */
  types: MediaType[];
  /** Lists (carousel, attached files) take every file dropped; the others the first. */
  many: boolean;
  /** i18n key of the zone's sentence ("Drop an image here or choose one"). */
  textKey: string;
}

// Blocks whose media is a link (YouTube, Loom) take no file; a diagram question is more than its image.
const NOT_DROPPED: ReadonlySet<number> = new Set([
  BLOCK_TYPE.VIDEO_EMBED,
  BLOCK_TYPE.LOOM_VIDEO,
  BLOCK_TYPE.QUIZ_DIAGRAM,
]);

const TEXT_OF_TYPE: Partial<Record<MediaType, string>> = {
  [MEDIA_TYPE.IMAGE]: "builder.empty.image",
  [MEDIA_TYPE.VIDEO_FILE]: "builder.empty.video",
  [MEDIA_TYPE.AUDIO]: "builder.empty.audio",
  [MEDIA_TYPE.SCORM]: "builder.empty.scorm",
  [MEDIA_TYPE.JSON_ANIMATION]: "builder.empty.animation",
};

/** The drop zone an empty media block shows on the canvas, or null (it has its media, or takes no file). */
export function dropZoneFor(block: PageBlock, media: readonly BlockMedia[]): DropZone | null {
  if (NOT_DROPPED.has(block.type)) return null;
  let layout: ReturnType<typeof getBlockLayout>;
  try {
    layout = getBlockLayout(block.type);
  } catch {
    return null;
  }
  const [first] = layout.mediaTypes;
  if (first === undefined || media.some((row) => row.medialibrary_item)) return null;
  const many = layout.maxMedia === null;
  const textKey =
    layout.mediaTypes.length > 1
      ? "builder.empty.files"
      : many
        ? "builder.empty.images"
        : (TEXT_OF_TYPE[first] ?? "builder.empty.files");
  return { types: [...layout.mediaTypes], many, textKey };
}

/** Whether a dropped file may go in the zone, by the upload call it goes to and its extension. */
export function fileFits(zone: DropZone, kind: UploadKind, fileName: string): boolean {
  if (kind === "scorm") return zone.types.includes(MEDIA_TYPE.SCORM);
  if (kind === "animation") return zone.types.includes(MEDIA_TYPE.JSON_ANIMATION);
  const type = mediaTypeOfFileName(fileName);
  return type !== null && zone.types.includes(type);
}
