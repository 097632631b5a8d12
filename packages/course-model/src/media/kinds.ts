// The media types and list kinds as plain values, without zod: the block traits and the player use them.

/** Media library item types (spec 3), numeric as stored and sent. */
export const MEDIA_TYPE = {
  OTHER: 0,
  IMAGE: 1,
  VIDEO_FILE: 2,
  AUDIO: 3,
  VIDEO_EMBED: 4,
  FOLDER: 5,
  SCORM: 6,
  JSON_ANIMATION: 7,
} as const;
export type MediaType = (typeof MEDIA_TYPE)[keyof typeof MEDIA_TYPE];

/** The listing paths of spec 7 / issue 3, one per type filter. */
export const MEDIA_LIST_KINDS = [
  "images",
  "videos",
  "audios",
  "embed_videos",
  "others",
  "scorms",
  "animations",
] as const;
export type MediaListKind = (typeof MEDIA_LIST_KINDS)[number];

export const MEDIA_TYPE_OF_KIND: Record<MediaListKind, MediaType> = {
  images: MEDIA_TYPE.IMAGE,
  videos: MEDIA_TYPE.VIDEO_FILE,
  audios: MEDIA_TYPE.AUDIO,
  embed_videos: MEDIA_TYPE.VIDEO_EMBED,
  others: MEDIA_TYPE.OTHER,
  scorms: MEDIA_TYPE.SCORM,
  animations: MEDIA_TYPE.JSON_ANIMATION,
};
