import { fileExtension, MEDIA_TYPE, type MediaItem, type MediaType } from "@coursewright/course-model";
import { ThemeIcon } from "@mantine/core";
import {
  type Icon,
  IconBrandLoom,
  IconBrandVimeo,
  IconBrandYoutube,
  IconFile,
  IconFileText,
  IconFileTypeDoc,
  IconFileTypePdf,
  IconFileTypePpt,
  IconFileTypeXls,
  IconFileZip,
  IconFolderFilled,
  IconMovie,
  IconMusic,
  IconPackage,
  IconPhoto,
  IconSparkles,
} from "@tabler/icons-react";

interface TypeLook {
  icon: Icon;
  color: string;
}

const BY_TYPE: Record<MediaType, TypeLook> = {
  [MEDIA_TYPE.OTHER]: { icon: IconFileText, color: "gray" },
  [MEDIA_TYPE.IMAGE]: { icon: IconPhoto, color: "teal" },
  [MEDIA_TYPE.VIDEO_FILE]: { icon: IconMovie, color: "violet" },
  [MEDIA_TYPE.AUDIO]: { icon: IconMusic, color: "orange" },
  [MEDIA_TYPE.VIDEO_EMBED]: { icon: IconBrandYoutube, color: "red" },
  [MEDIA_TYPE.FOLDER]: { icon: IconFolderFilled, color: "yellow" },
  [MEDIA_TYPE.SCORM]: { icon: IconPackage, color: "indigo" },
  [MEDIA_TYPE.JSON_ANIMATION]: { icon: IconSparkles, color: "pink" },
};

const DOCUMENTS: Record<string, TypeLook> = {
  pdf: { icon: IconFileTypePdf, color: "red" },
  doc: { icon: IconFileTypeDoc, color: "blue" },
  docx: { icon: IconFileTypeDoc, color: "blue" },
  pages: { icon: IconFileTypeDoc, color: "blue" },
  rtf: { icon: IconFileTypeDoc, color: "blue" },
  xls: { icon: IconFileTypeXls, color: "green" },
  xlsx: { icon: IconFileTypeXls, color: "green" },
  numbers: { icon: IconFileTypeXls, color: "green" },
  ppt: { icon: IconFileTypePpt, color: "orange" },
  pptx: { icon: IconFileTypePpt, color: "orange" },
  zip: { icon: IconFileZip, color: "gray" },
};

const EMBEDS: Record<string, TypeLook> = {
  youtube: { icon: IconBrandYoutube, color: "red" },
  vimeo: { icon: IconBrandVimeo, color: "cyan" },
  loom: { icon: IconBrandLoom, color: "grape" },
};

/** The icon and colour of an item: its type, refined by document extension or video provider. */
export function typeLook(item: Pick<MediaItem, "medialibrary_type" | "file_name" | "custom_properties">): TypeLook {
  if (item.medialibrary_type === MEDIA_TYPE.OTHER) return DOCUMENTS[fileExtension(item.file_name)] ?? BY_TYPE[0];
  if (item.medialibrary_type === MEDIA_TYPE.VIDEO_EMBED) {
    const provider = item.custom_properties.embed?.provider;
    return (provider && EMBEDS[provider]) || BY_TYPE[MEDIA_TYPE.VIDEO_EMBED];
  }
  return BY_TYPE[item.medialibrary_type] ?? { icon: IconFile, color: "gray" };
}

export const FOLDER_LOOK = BY_TYPE[MEDIA_TYPE.FOLDER];

/** i18n key of a type's name ("Image", "SCORM package", ...). */
export function typeLabelKey(type: MediaType): string {
  const keys: Record<MediaType, string> = {
    [MEDIA_TYPE.OTHER]: "media.type.other",
    [MEDIA_TYPE.IMAGE]: "media.type.image",
    [MEDIA_TYPE.VIDEO_FILE]: "media.type.video",
    [MEDIA_TYPE.AUDIO]: "media.type.audio",
    [MEDIA_TYPE.VIDEO_EMBED]: "media.type.embed_video",
    [MEDIA_TYPE.FOLDER]: "media.type.folder",
    [MEDIA_TYPE.SCORM]: "media.type.scorm",
    [MEDIA_TYPE.JSON_ANIMATION]: "media.type.animation",
  };
  return keys[type] ?? "media.type.other";
}

/** A media item's type icon in a tinted square. */
export function MediaTypeIcon({
  item,
  size = 40,
}: {
  item: Pick<MediaItem, "medialibrary_type" | "file_name" | "custom_properties">;
  size?: number;
}) {
  const { icon: TypeIcon, color } = typeLook(item);
  return (
    <ThemeIcon size={size} radius="md" variant="light" color={color} aria-hidden>
      <TypeIcon size={Math.round(size * 0.6)} stroke={1.6} />
    </ThemeIcon>
  );
}
