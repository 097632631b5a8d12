import { z } from "zod";
import { storedIdSchema } from "../course/common";
import type { ActivityDef } from "../scorm/sequencing/types";
import { stripBidiControls } from "../text";
import type { MediaType } from "./kinds";

export * from "./kinds";

export const folderSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  parent_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** In a search of sub-folders (recursive): the titles of the folders it sits in, from the root down. */
  folder_path: z.array(z.string()).optional(),
});
export type Folder = z.infer<typeof folderSchema>;

/** A folder with the path from the root down to it, for the breadcrumb. */
export interface FolderWithAncestors extends Folder {
  ancestors: { id: number; title: string }[];
}

export interface ScormPackageInfo {
  version: "1.2" | "2004";
  /** "2004 3rd Edition", "2004 4th Edition", "1.2" as the manifest declares it. */
  edition: string;
  /** Launch file of the first SCO, relative to the package root, query string kept. */
  launch: string;
  /** Every SCO of the default organisation, in order. */
  scos: ScormSco[];
  title: string;
  /**
   * The default organization as an activity tree with its IMS SS sequencing (issue 16 item 5); absent for a
   * package without organization items and on packages imported before it was recorded.
   */
  tree?: ActivityDef;
}

/** A launchable item of a SCORM package. */
export interface ScormSco {
  identifier: string;
  title: string;
  launch: string;
  /**
   * An asset (`scormtype="asset"`, or content marking no resource as a SCO): it makes no API call, so it counts
   * as completed once launched (issue 16). Absent on SCOs and on packages imported before it was recorded.
   */
  asset?: true;
  /** What the manifest gives the SCO at run time (issue 16 item 4); absent when it gives nothing or on older imports. */
  data?: ScormScoData;
}

/**
 * Manifest data an LMS hands a SCO at launch: 1.2 `adlcp:datafromlms`, `masteryscore`, `maxtimeallowed`,
 * `timelimitaction`; 2004 `adlcp:dataFromLMS`, `completionThreshold`, `timeLimitAction`, the primary objective's
 * `minNormalizedMeasure` (when `satisfiedByMeasure`), `attemptAbsoluteDurationLimit` and the item's objective ids.
 * Each field is present only when the manifest gives a valid value.
 */
export interface ScormScoData {
  launch_data?: string;
  /** 1.2 cmi.student_data.mastery_score, 0..100. */
  mastery_score?: string;
  /** 2004 cmi.scaled_passing_score, -1..1. */
  scaled_passing_score?: string;
  /** 2004 cmi.completion_threshold, 0..1. */
  completion_threshold?: string;
  /** 1.2 CMITimespan or 2004 ISO 8601 duration, as the version writes it. */
  max_time_allowed?: string;
  /** "exit,message" | "exit,no message" | "continue,message" | "continue,no message". */
  time_limit_action?: string;
  /** Objective ids of the item (primary first), seeding cmi.objectives. */
  objectives?: string[];
  /**
   * 2004 4th Edition shared data stores the SCO maps (`adlcp:data/adlcp:map`): adl.data.n's id, and whether it
   * may read and write the store (both default to true). Parsed at import; the runtime does not share them yet.
   */
  shared_data?: { id: string; read: boolean; write: boolean }[];
}

export interface EmbedVideoInfo {
  provider: EmbedProvider;
  video_id: string;
  embed_url: string;
  /** Vimeo's privacy hash of an unlisted video (vimeo.com/{id}/{hash} or ?h=): its player refuses without it. */
  hash?: string;
}

export type EmbedProvider = "youtube" | "vimeo" | "loom";

/** Media item as every answer presents it (spec 3 Media item). */
export interface MediaItem {
  id: number;
  created_at: string;
  updated_at: string;
  /** Type-specific facts: mime_type, width/height, duration, scorm (ScormPackageInfo), embed (EmbedVideoInfo). */
  custom_properties: {
    mime_type?: string;
    width?: number;
    height?: number;
    scorm?: ScormPackageInfo;
    embed?: EmbedVideoInfo;
    /**
     * An image's thumbnail or a video's poster frame is made by a background job after the upload: "pending"
     * until it ends (thumb_url is null meanwhile), "failed" when the file gave none; absent otherwise.
     */
    thumbnail?: "pending" | "failed";
  };
  file_name: string;
  name: string;
  title: string;
  human_readable_size: string;
  medialibrary_type: MediaType;
  order: number;
  size: number;
  /** Thumbnail URL (images, video poster frames), else null: the web shows a type icon. */
  thumb_url: string | null;
  /** Where the browser reads the file (signed, time-limited) or, for embedded videos, the embed URL. */
  url: string;
  /** Same file as an attachment under its own name; null for embedded videos. */
  download_url: string | null;
  visible_in_medialibrary: boolean;
  block_id: number | null;
  folder_id: number | null;
  /** In a search of sub-folders (recursive): the titles of the folders it sits in, from the root down. */
  folder_path?: string[];
}

export const createFolderRequestSchema = z.object({
  title: z
    .string({ error: "validation.required" })
    .overwrite(stripBidiControls)
    .trim()
    .min(1, { error: "validation.required" })
    .max(200, {
      error: "validation.too_long",
    }),
  parent_id: storedIdSchema.nullable().optional(),
});
export type CreateFolderRequest = z.infer<typeof createFolderRequestSchema>;

export const renameRequestSchema = z.object({
  title: z
    .string({ error: "validation.required" })
    .overwrite(stripBidiControls)
    .trim()
    .min(1, { error: "validation.required" })
    .max(255, {
      error: "validation.too_long",
    }),
});
export type RenameRequest = z.infer<typeof renameRequestSchema>;

export const deleteIdsRequestSchema = z.object({
  ids: z.array(storedIdSchema).max(1000).default([]),
});

/** One deletion across kinds, so a multi-selection goes in one transaction. */
export const deleteItemsRequestSchema = z.object({
  folders: z.array(storedIdSchema).max(1000).default([]),
  files: z.array(storedIdSchema).max(1000).default([]),
  embed_videos: z.array(storedIdSchema).max(1000).default([]),
});
export type DeleteItemsRequest = z.infer<typeof deleteItemsRequestSchema>;

export const createEmbedVideoRequestSchema = z.object({
  url: z.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).max(2000, {
    error: "validation.too_long",
  }),
  title: z.string().overwrite(stripBidiControls).trim().max(255, { error: "validation.too_long" }).optional(),
  folder_id: storedIdSchema.nullable().optional(),
});
export type CreateEmbedVideoRequest = z.infer<typeof createEmbedVideoRequestSchema>;

export const moveItemsRequestSchema = z.object({
  folder_id: storedIdSchema.nullable(),
  folders: z.array(storedIdSchema).max(1000).default([]),
  files: z.array(storedIdSchema).max(1000).default([]),
  embed_videos: z.array(storedIdSchema).max(1000).default([]),
});
export type MoveItemsRequest = z.infer<typeof moveItemsRequestSchema>;
