import type {
  CreateEmbedVideoRequest,
  CreateFolderRequest,
  DataEnvelope,
  DeleteItemsRequest,
  Folder,
  FolderWithAncestors,
  MediaItem,
  MediaListKind,
  MoveItemsRequest,
  Paginated,
} from "@coursewright/course-model";
import { authClient } from "../api/http";
import { UPLOAD_PATHS, type UploadKind } from "./uploadKind";

const BASE = "/api/medialibrary";
// A missing folder or item is shown where it happened (the list or the dialog), not as the 404 screen.
const HERE = { redirectOn404: false } as const;

export type MediaFilter = "all" | MediaListKind;

export interface ListQuery {
  page: number;
  folderId: number | null;
  search: string;
}

/** A search looks in the folder and every folder below it (the answer then says where each result is). */
const recursiveFor = (search: string) => (search ? "true" : undefined);

export type RenameTarget = "file" | "embed_video" | "folder";

export const mediaApi = {
  folders: ({ page, folderId, search }: ListQuery) =>
    authClient.get<Paginated<Folder>>(`${BASE}/folders`, {
      ...HERE,
      query: { page, search: search || undefined, parent_id: folderId ?? undefined, recursive: recursiveFor(search) },
    }),
  items: (filter: MediaFilter, { page, folderId, search }: ListQuery) =>
    authClient.get<Paginated<MediaItem>>(`${BASE}/${filter}`, {
      ...HERE,
      query: { page, search: search || undefined, folder_id: folderId ?? undefined, recursive: recursiveFor(search) },
    }),
  folder: async (id: number) =>
    (await authClient.get<DataEnvelope<FolderWithAncestors>>(`${BASE}/folders/${id}`, HERE)).data,
  createFolder: async (body: CreateFolderRequest) =>
    (await authClient.post<DataEnvelope<Folder>>(`${BASE}/folders`, body, HERE)).data,
  rename: (target: RenameTarget, id: number, title: string) =>
    authClient.post<DataEnvelope<MediaItem | Folder>>(`${BASE}/rename/${target}/${id}`, { title }, HERE),
  remove: (body: DeleteItemsRequest) => authClient.delete<{ message?: string }>(`${BASE}/items`, body, HERE),
  move: (body: MoveItemsRequest) => authClient.post<{ message?: string }>(`${BASE}/move`, body, HERE),
  addEmbedVideo: async (body: CreateEmbedVideoRequest) =>
    (await authClient.post<DataEnvelope<MediaItem>>(`${BASE}/embed_videos`, body, HERE)).data,
  upload: async (
    kind: UploadKind,
    file: File,
    folderId: number | null,
    options: { onProgress: (percent: number) => void; signal: AbortSignal; reroot?: boolean },
  ) => {
    const { reroot, ...rest } = options;
    const form = new FormData();
    // Fields before the file: the server reads them as the body streams in.
    if (folderId !== null) form.append("folder_id", String(folderId));
    if (reroot) form.append("reroot", "true");
    form.append("file", file, file.name);
    return (await authClient.upload<DataEnvelope<MediaItem>>(UPLOAD_PATHS[kind], form, { ...HERE, ...rest })).data;
  },
};

/** Query keys: everything under ["media"] is refreshed after any change in the library. */
export const mediaKeys = {
  all: ["media"] as const,
  folders: (folderId: number | null, search: string) => ["media", "folders", folderId, search] as const,
  items: (filter: MediaFilter, folderId: number | null, search: string) =>
    ["media", "items", filter, folderId, search] as const,
  folder: (id: number) => ["media", "folder", id] as const,
};
