import {
  createEmbedVideoRequestSchema,
  createFolderRequestSchema,
  deleteIdsRequestSchema,
  deleteItemsRequestSchema,
  idParamSchema,
  MEDIA_LIST_KINDS,
  MEDIA_TYPE,
  MEDIA_TYPE_OF_KIND,
  type MediaType,
  moveItemsRequestSchema,
  parseEmbedVideoUrl,
  renameRequestSchema,
} from "@coursewright/course-model";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { Deps } from "../../deps";
import { authenticate, requireUser } from "../../http/auth";
import { ValidationError } from "../../http/errors";
import { requestTranslator } from "../../http/i18n";
import { requirePermission } from "../../http/policies";
import { getSigner } from "../../http/signing";
import type { App } from "../../http/types";
import { folderAncestors, folderPaths } from "./folderTree";
import { folderIdQuery, pageQuery, paginated, recursiveQuery, searchQuery } from "./paging";
import { presentFolder, presentFolderWithAncestors, presentMediaItem } from "./presenter";
import {
  createFolder,
  deleteSelection,
  getFolder,
  getItem,
  insertItem,
  listFolders,
  listItems,
  moveSelection,
  renameFolder,
  renameItem,
  type Selection,
  type StorageLeftovers,
} from "./service";
import { mediaUploadRoutes } from "./uploadRoutes";

const idParams = z.object({ id: idParamSchema });
const listQuery = z.object({
  page: pageQuery,
  folder_id: folderIdQuery,
  search: searchQuery,
  recursive: recursiveQuery,
});
const folderListQuery = z.object({
  page: pageQuery,
  parent_id: folderIdQuery,
  search: searchQuery,
  recursive: recursiveQuery,
});
const TAGS = ["media library"];
const folderIdsOf = (ids: (number | null)[]) => [...new Set(ids.filter((id): id is number => id !== null))];
/** Reads and additions of the library, which the embedded builder's media picker offers (no renames, moves or deletions). */
const PICKER = { launch: { areas: ["media"] } } as const;

/** The media library API (issue 3): creators only, and only their own folders and items. */
export function mediaRoutes(app: App, deps: Deps): void {
  const { db, storage } = deps;
  const preHandler = [authenticate(db), requirePermission("create_course")];
  const signer = () => getSigner(db);

  const itemsPage = async (request: FastifyRequest, type: MediaType | null, query: z.infer<typeof listQuery>) => {
    const userId = requireUser(request).id;
    const { rows, total } = await listItems(db, userId, { type, folderId: query.folder_id, ...query });
    const s = await signer();
    // Found in sub-folders: each says where it is.
    const paths = query.recursive ? await folderPaths(db, userId, folderIdsOf(rows.map((r) => r.folder_id))) : null;
    return paginated(
      request,
      rows.map((row) => {
        const item = presentMediaItem(row, s);
        return paths ? { ...item, folder_path: row.folder_id === null ? [] : (paths.get(row.folder_id) ?? []) } : item;
      }),
      query.page,
      total,
    );
  };

  for (const kind of MEDIA_LIST_KINDS) {
    app.get(
      `/api/medialibrary/${kind}`,
      {
        schema: { tags: TAGS, summary: `List ${kind.replace("_", " ")} (newest first)`, querystring: listQuery },
        preHandler,
        config: PICKER,
      },
      (request) => itemsPage(request, MEDIA_TYPE_OF_KIND[kind], request.query),
    );
  }
  app.get(
    "/api/medialibrary/all",
    {
      schema: { tags: TAGS, summary: "List items of every type (newest first)", querystring: listQuery },
      preHandler,
      config: PICKER,
    },
    (request) => itemsPage(request, null, request.query),
  );

  app.get(
    "/api/medialibrary/folders",
    {
      schema: { tags: TAGS, summary: "List folders (by title)", querystring: folderListQuery },
      preHandler,
      config: PICKER,
    },
    async (request) => {
      const { page, parent_id, search, recursive } = request.query;
      const userId = requireUser(request).id;
      const { rows, total } = await listFolders(db, userId, { parentId: parent_id, search, page, recursive });
      const paths = recursive ? await folderPaths(db, userId, folderIdsOf(rows.map((r) => r.parent_id))) : null;
      const present = (row: (typeof rows)[number]) => {
        const folder = presentFolder(row);
        if (!paths) return folder;
        return { ...folder, folder_path: row.parent_id === null ? [] : (paths.get(row.parent_id) ?? []) };
      };
      return paginated(request, rows.map(present), page, total);
    },
  );

  app.get(
    "/api/medialibrary/folders/:id",
    {
      schema: { tags: TAGS, summary: "A folder with its ancestors (root first)", params: idParams },
      preHandler,
      config: PICKER,
    },
    async (request) => {
      const folder = await getFolder(db, requireUser(request).id, request.params.id);
      return { data: presentFolderWithAncestors(folder, await folderAncestors(db, folder)) };
    },
  );

  app.post(
    "/api/medialibrary/folders",
    { schema: { tags: TAGS, summary: "Create a folder", body: createFolderRequestSchema }, preHandler, config: PICKER },
    async (request, reply) => {
      const folder = await createFolder(db, requireUser(request).id, request.body);
      return reply.code(201).send({ data: presentFolder(folder) });
    },
  );

  app.get(
    "/api/medialibrary/files/:id",
    { schema: { tags: TAGS, summary: "One media item", params: idParams }, preHandler, config: PICKER },
    async (request) => ({
      data: presentMediaItem(await getItem(db, requireUser(request).id, request.params.id), await signer()),
    }),
  );

  app.post(
    "/api/medialibrary/embed_videos",
    {
      schema: {
        tags: TAGS,
        summary: "Add a YouTube, Vimeo or Loom video by its link",
        body: createEmbedVideoRequestSchema,
      },
      preHandler,
      config: PICKER,
    },
    async (request, reply) => {
      const embed = parseEmbedVideoUrl(request.body.url);
      if (!embed) throw ValidationError.field("url", "media.embed_url");
      const provider = { youtube: "YouTube", vimeo: "Vimeo", loom: "Loom" }[embed.provider];
      const title = request.body.title || requestTranslator(request)("media.embed_title", { provider });
      const row = await insertItem(db, requireUser(request).id, request.body.folder_id, {
        type: MEDIA_TYPE.VIDEO_EMBED,
        title,
        file_name: `${embed.provider}-${embed.video_id}`,
        mime_type: "text/html",
        custom_properties: { embed },
      });
      return reply.code(201).send({ data: presentMediaItem(row, await signer()) });
    },
  );

  for (const kind of ["file", "embed_video", "folder"] as const) {
    app.post(
      `/api/medialibrary/rename/${kind}/:id`,
      {
        schema: {
          tags: TAGS,
          summary: `Rename a ${kind.replace("_", " ")}`,
          params: idParams,
          body: renameRequestSchema,
        },
        preHandler,
      },
      async (request) => {
        const userId = requireUser(request).id;
        const { id } = request.params;
        if (kind === "folder") return { data: presentFolder(await renameFolder(db, userId, id, request.body.title)) };
        return { data: presentMediaItem(await renameItem(db, userId, id, kind, request.body.title), await signer()) };
      },
    );
  }

  const deleted = async (request: FastifyRequest, selection: Selection) => {
    const left = await deleteSelection(db, requireUser(request).id, selection);
    await clearStorage(left, request);
    return { message: requestTranslator(request)("media.deleted") };
  };
  const none: Selection = { folders: [], files: [], embed_videos: [] };
  for (const kind of ["folders", "files", "embed_videos"] as const) {
    app.delete(
      `/api/medialibrary/${kind}`,
      { schema: { tags: TAGS, summary: `Delete ${kind.replace("_", " ")}`, body: deleteIdsRequestSchema }, preHandler },
      (request) => deleted(request, { ...none, [kind]: request.body.ids }),
    );
  }
  app.delete(
    "/api/medialibrary/items",
    {
      schema: {
        tags: TAGS,
        summary: "Delete folders (with their contents), files and embedded videos at once",
        body: deleteItemsRequestSchema,
      },
      preHandler,
    },
    (request) => deleted(request, request.body),
  );

  app.post(
    "/api/medialibrary/move",
    {
      schema: {
        tags: TAGS,
        summary: "Move folders and items into a folder (null: the root)",
        body: moveItemsRequestSchema,
      },
      preHandler,
    },
    async (request) => {
      const { folder_id, ...selection } = request.body;
      await moveSelection(db, requireUser(request).id, folder_id, selection);
      return { message: requestTranslator(request)("media.moved") };
    },
  );

  /** Files go only after the rows are gone for good; a failure here leaves an orphan file, never a broken item. */
  async function clearStorage(left: StorageLeftovers, request: FastifyRequest): Promise<void> {
    const results = await Promise.allSettled([
      ...left.keys.map((key) => storage.delete(key)),
      ...left.prefixes.map((prefix) => storage.deletePrefix(prefix)),
    ]);
    for (const result of results) {
      if (result.status === "rejected") request.log.warn({ err: result.reason }, "media file not removed");
    }
  }

  mediaUploadRoutes(app, deps, preHandler);
}
