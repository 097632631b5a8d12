import { MEDIA_TYPE, type MediaItem, type Paginated } from "@coursewright/course-model";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mediaFolders, mediaItems } from "../../db/schema";
import { bearer, forEachDatabase } from "../../test/context";
import { insertFolder, insertItems } from "./testing";

forEachDatabase("media library API", (t) => {
  const creator = () => t.createUser({ creator: true });
  const get = (url: string, token: string) => t.inject({ method: "GET", url, headers: bearer(token) });
  type ItemPage = Paginated<MediaItem>;

  describe("GET /api/medialibrary/{kind}", () => {
    it("pages 31 images 30 at a time, newest first, with links.next and meta", async () => {
      const { user, token } = await creator();
      const rows = await insertItems(t.db, user.id, 31);
      const first = await get("/api/medialibrary/images", token);
      expect(first.statusCode).toBe(200);
      const body: ItemPage = first.json();
      expect(body.data).toHaveLength(30);
      expect(body.data[0]?.id).toBe(rows[30]?.id);
      expect(body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 30, total: 31 });
      expect(body.links.next).toBe("/api/medialibrary/images?page=2");
      const second: ItemPage = (await get(body.links.next ?? "", token)).json();
      expect(second.data.map((i) => i.id)).toEqual([rows[0]?.id]);
      expect(second.links.next).toBeNull();
      expect(second.meta.current_page).toBe(2);
    });

    it("presents every field of spec 3 with signed URLs", async () => {
      const { user, token } = await creator();
      const [row] = await insertItems(t.db, user.id, 1, { title: () => "Sunset" });
      const [item] = ((await get("/api/medialibrary/images", token)).json() as ItemPage).data;
      expect(item).toMatchObject({
        id: row?.id,
        title: "Sunset",
        file_name: "item-0.png",
        name: "item-0",
        medialibrary_type: MEDIA_TYPE.IMAGE,
        size: 1000,
        human_readable_size: "1000 B",
        order: 0,
        visible_in_medialibrary: true,
        block_id: null,
        folder_id: null,
        thumb_url: null,
        custom_properties: {},
      });
      expect(item?.url).toMatch(new RegExp(`^/media/${row?.id}/item-0\\.png\\?exp=\\d+&sig=[\\w-]+$`));
      expect(item?.download_url).toMatch(/&download=1$/);
      expect(Object.keys(item ?? {}).sort()).toEqual(
        [
          "block_id",
          "created_at",
          "custom_properties",
          "download_url",
          "file_name",
          "folder_id",
          "human_readable_size",
          "id",
          "medialibrary_type",
          "name",
          "order",
          "size",
          "thumb_url",
          "title",
          "updated_at",
          "url",
          "visible_in_medialibrary",
        ].sort(),
      );
    });

    it.each([
      ["videos", MEDIA_TYPE.VIDEO_FILE],
      ["audios", MEDIA_TYPE.AUDIO],
      ["embed_videos", MEDIA_TYPE.VIDEO_EMBED],
      ["others", MEDIA_TYPE.OTHER],
      ["scorms", MEDIA_TYPE.SCORM],
      ["animations", MEDIA_TYPE.JSON_ANIMATION],
    ] as const)("lists only %s, paged", async (kind, type) => {
      const { user, token } = await creator();
      await insertItems(t.db, user.id, 31, { type });
      await insertItems(t.db, user.id, 2, { type: MEDIA_TYPE.IMAGE });
      const body: ItemPage = (await get(`/api/medialibrary/${kind}`, token)).json();
      expect(body.meta.total).toBe(31);
      expect(body.data.every((i) => i.medialibrary_type === type)).toBe(true);
      expect(body.links.next).toBe(`/api/medialibrary/${kind}?page=2`);
    });

    it("lists one folder's items (absent folder_id: the root), keeping the query in links.next", async () => {
      const { user, token } = await creator();
      const folder = await insertFolder(t.db, user.id, "Holidays");
      await insertItems(t.db, user.id, 32, { folderId: folder.id });
      await insertItems(t.db, user.id, 3);
      const inFolder: ItemPage = (await get(`/api/medialibrary/images?folder_id=${folder.id}`, token)).json();
      expect(inFolder.meta.total).toBe(32);
      expect(inFolder.data.every((i) => i.folder_id === folder.id)).toBe(true);
      expect(inFolder.links.next).toBe(`/api/medialibrary/images?folder_id=${folder.id}&page=2`);
      const root: ItemPage = (await get("/api/medialibrary/images", token)).json();
      expect(root.meta.total).toBe(3);
    });

    it("searches titles case-insensitively, taking % and _ literally", async () => {
      const { user, token } = await creator();
      const titles = ["Beach Sunset", "sunrise", "SUNSET at sea", "100% fun", "a_b"];
      await insertItems(t.db, user.id, titles.length, { title: (i) => titles[i] ?? "" });
      const titlesOf = async (search: string) =>
        ((await get(`/api/medialibrary/images?search=${encodeURIComponent(search)}`, token)).json() as ItemPage).data
          .map((i) => i.title)
          .sort();
      expect(await titlesOf("sunset")).toEqual(["Beach Sunset", "SUNSET at sea"]);
      expect(await titlesOf("%")).toEqual(["100% fun"]);
      expect(await titlesOf("_")).toEqual(["a_b"]);
      const paged: ItemPage = (await get("/api/medialibrary/images?search=sun&page=1", token)).json();
      expect(paged.meta.total).toBe(3);
    });

    it("recursive=true searches the folder and every folder below it, each result saying where it is", async () => {
      const { user, token } = await creator();
      const trips = await insertFolder(t.db, user.id, "Trips");
      const beach = await insertFolder(t.db, user.id, "Beach", trips.id);
      const deep = await insertFolder(t.db, user.id, "Sunset shots", beach.id);
      await insertItems(t.db, user.id, 1, { title: () => "Sunset at the root" });
      await insertItems(t.db, user.id, 1, { title: () => "Sunset on the beach", folderId: beach.id });
      await insertItems(t.db, user.id, 1, { title: () => "Sunset deep down", folderId: deep.id });
      await insertItems(t.db, user.id, 1, { title: () => "Sunrise", folderId: beach.id });

      const where = (page: ItemPage) =>
        Object.fromEntries(page.data.map((item) => [item.title, item.folder_path?.join(" / ")]));
      // Without it, a search stays in its folder and answers no path.
      const flat: ItemPage = (await get("/api/medialibrary/images?search=sunset", token)).json();
      expect(flat.data.map((i) => i.title)).toEqual(["Sunset at the root"]);
      expect(flat.data[0]?.folder_path).toBeUndefined();

      const everywhere: ItemPage = (await get("/api/medialibrary/images?search=sunset&recursive=true", token)).json();
      expect(everywhere.meta.total).toBe(3);
      expect(where(everywhere)).toEqual({
        "Sunset at the root": "",
        "Sunset on the beach": "Trips / Beach",
        "Sunset deep down": "Trips / Beach / Sunset shots",
      });
      const belowTrips: ItemPage = (
        await get(`/api/medialibrary/all?search=sunset&recursive=1&folder_id=${trips.id}`, token)
      ).json();
      expect(where(belowTrips)).toEqual({
        "Sunset on the beach": "Trips / Beach",
        "Sunset deep down": "Trips / Beach / Sunset shots",
      });

      const folders: Paginated<{ title: string; folder_path?: string[] }> = (
        await get("/api/medialibrary/folders?search=sunset&recursive=true", token)
      ).json();
      expect(folders.data.map((f) => [f.title, f.folder_path])).toEqual([["Sunset shots", ["Trips", "Beach"]]]);
      expect(
        ((await get("/api/medialibrary/folders?search=sunset", token)).json() as Paginated<unknown>).meta.total,
      ).toBe(0);
      expect((await get("/api/medialibrary/images?recursive=maybe", token)).statusCode).toBe(422);
    });

    it("GET /api/medialibrary/all lists every type", async () => {
      const { user, token } = await creator();
      await insertItems(t.db, user.id, 2, { type: MEDIA_TYPE.AUDIO });
      await insertItems(t.db, user.id, 2, { type: MEDIA_TYPE.SCORM });
      const body: ItemPage = (await get("/api/medialibrary/all", token)).json();
      expect(body.meta.total).toBe(4);
    });

    it("hides items that are not visible in the library (a block's own media)", async () => {
      const { user, token } = await creator();
      const [row] = await insertItems(t.db, user.id, 1);
      await t.db
        .update(mediaItems)
        .set({ visible_in_medialibrary: false })
        .where(eq(mediaItems.id, row?.id ?? 0));
      expect(((await get("/api/medialibrary/images", token)).json() as ItemPage).meta.total).toBe(0);
    });

    it("answers 422 for a page or folder_id that is not a positive number", async () => {
      const { token } = await creator();
      expect((await get("/api/medialibrary/images?page=0", token)).statusCode).toBe(422);
      expect((await get("/api/medialibrary/images?folder_id=abc", token)).statusCode).toBe(422);
    });
  });

  describe("access", () => {
    it("answers 401 to a guest and 403 to a learner, on reads and writes", async () => {
      const { token } = await t.createUser();
      const calls = [
        { method: "GET", url: "/api/medialibrary/images" },
        { method: "GET", url: "/api/medialibrary/folders" },
        { method: "POST", url: "/api/medialibrary/folders", payload: { title: "x" } },
        { method: "DELETE", url: "/api/medialibrary/files", payload: { ids: [1] } },
        { method: "POST", url: "/api/medialibrary/embed_videos", payload: { url: "https://youtu.be/dQw4w9WgXcQ" } },
        { method: "POST", url: "/api/medialibrary/upload_file" },
      ] as const;
      for (const call of calls) {
        expect((await t.inject(call)).statusCode, `${call.method} ${call.url} as guest`).toBe(401);
        const learner = await t.inject({ ...call, headers: bearer(token) });
        expect(learner.statusCode, `${call.method} ${call.url} as learner`).toBe(403);
        expect(learner.json().error).toBe("forbidden");
      }
    });

    it("never shows or touches another creator's folders and items (404)", async () => {
      const owner = await creator();
      const { token } = await creator();
      const folder = await insertFolder(t.db, owner.user.id, "Private");
      const [item] = await insertItems(t.db, owner.user.id, 1, { folderId: folder.id });
      const id = item?.id ?? 0;
      const mine: ItemPage = (await get(`/api/medialibrary/images`, token)).json();
      expect(mine.meta.total).toBe(0);
      expect((await get("/api/medialibrary/folders", token)).json().meta.total).toBe(0);
      const refused = [
        { method: "GET", url: `/api/medialibrary/files/${id}` },
        { method: "GET", url: `/api/medialibrary/folders/${folder.id}` },
        { method: "GET", url: `/api/medialibrary/images?folder_id=${folder.id}`, expectEmpty: true },
        { method: "POST", url: `/api/medialibrary/rename/file/${id}`, payload: { title: "Mine now" } },
        { method: "POST", url: `/api/medialibrary/rename/folder/${folder.id}`, payload: { title: "Mine now" } },
        { method: "DELETE", url: "/api/medialibrary/files", payload: { ids: [id] } },
        { method: "DELETE", url: "/api/medialibrary/folders", payload: { ids: [folder.id] } },
        { method: "POST", url: "/api/medialibrary/move", payload: { folder_id: null, files: [id] } },
        { method: "POST", url: "/api/medialibrary/folders", payload: { title: "Inside", parent_id: folder.id } },
        {
          method: "POST",
          url: "/api/medialibrary/embed_videos",
          payload: { url: "https://youtu.be/dQw4w9WgXcQ", folder_id: folder.id },
        },
      ] as const;
      for (const { expectEmpty, ...call } of refused.map((c) => ({ expectEmpty: false, ...c }))) {
        const res = await t.inject({ ...call, headers: bearer(token) });
        if (expectEmpty) expect(res.json().meta.total).toBe(0);
        else expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      }
      const [still] = await t.db.select().from(mediaItems).where(eq(mediaItems.id, id));
      expect(still).toMatchObject({ title: "Item 0", folder_id: folder.id });
    });
  });

  describe("folders", () => {
    it("creates folders, lists them by title with paging, and answers one with its ancestors", async () => {
      const { token } = await creator();
      const post = (payload: object) =>
        t.inject({ method: "POST", url: "/api/medialibrary/folders", headers: bearer(token), payload });
      const top = await post({ title: "  Top  " });
      expect(top.statusCode).toBe(201);
      const topId: number = top.json().data.id;
      expect(top.json().data).toMatchObject({ title: "Top", parent_id: null });
      const middle = (await post({ title: "Middle", parent_id: topId })).json().data;
      const bottom = (await post({ title: "Bottom", parent_id: middle.id })).json().data;
      const answer = await get(`/api/medialibrary/folders/${bottom.id}`, token);
      expect(answer.json().data).toMatchObject({
        id: bottom.id,
        title: "Bottom",
        parent_id: middle.id,
        ancestors: [
          { id: topId, title: "Top" },
          { id: middle.id, title: "Middle" },
        ],
      });
      for (let i = 0; i < 31; i++) await post({ title: `Sub ${String(i).padStart(2, "0")}`, parent_id: topId });
      const page1 = (await get(`/api/medialibrary/folders?parent_id=${topId}`, token)).json();
      expect(page1.meta).toMatchObject({ total: 32, last_page: 2 });
      expect(page1.data[0].title).toBe("Middle");
      expect(page1.data[1].title).toBe("Sub 00");
      expect(page1.links.next).toBe(`/api/medialibrary/folders?parent_id=${topId}&page=2`);
      const search = (await get(`/api/medialibrary/folders?parent_id=${topId}&search=SUB%200`, token)).json();
      expect(search.meta.total).toBe(10);
      const root = (await get("/api/medialibrary/folders", token)).json();
      expect(root.data.map((f: { title: string }) => f.title)).toEqual(["Top"]);
    });

    it("answers 422 errors.title for an empty title", async () => {
      const { token } = await creator();
      const res = await t.inject({
        method: "POST",
        url: "/api/medialibrary/folders",
        headers: bearer(token),
        payload: { title: " " },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ title: ["This field is required."] });
    });
  });

  describe("POST /api/medialibrary/rename/{kind}/{id}", () => {
    it("renames a file, an embedded video and a folder", async () => {
      const { user, token } = await creator();
      const [file] = await insertItems(t.db, user.id, 1);
      const [video] = await insertItems(t.db, user.id, 1, { type: MEDIA_TYPE.VIDEO_EMBED });
      const folder = await insertFolder(t.db, user.id, "Old");
      const rename = (kind: string, id: number, title: string) =>
        t.inject({
          method: "POST",
          url: `/api/medialibrary/rename/${kind}/${id}`,
          headers: bearer(token),
          payload: { title },
        });
      const renamed = await rename("file", file?.id ?? 0, "New file");
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().data).toMatchObject({
        id: file?.id,
        title: "New file",
        medialibrary_type: MEDIA_TYPE.IMAGE,
      });
      expect((await rename("embed_video", video?.id ?? 0, "New video")).json().data.title).toBe("New video");
      expect((await rename("folder", folder.id, "New folder")).json().data).toMatchObject({ title: "New folder" });
      // The kind in the path must match the item.
      expect((await rename("embed_video", file?.id ?? 0, "x")).statusCode).toBe(404);
      expect((await rename("file", video?.id ?? 0, "x")).statusCode).toBe(404);
      expect((await rename("file", file?.id ?? 0, "")).statusCode).toBe(422);
    });
  });

  describe("POST /api/medialibrary/embed_videos", () => {
    it("adds a YouTube link as an embedded video titled after the provider", async () => {
      const { token } = await creator();
      const res = await t.inject({
        method: "POST",
        url: "/api/medialibrary/embed_videos",
        headers: bearer(token),
        payload: { url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({
        medialibrary_type: MEDIA_TYPE.VIDEO_EMBED,
        title: "YouTube video",
        url: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
        download_url: null,
        thumb_url: null,
        custom_properties: { embed: { provider: "youtube", video_id: "dQw4w9WgXcQ" } },
      });
    });

    it("keeps a given title and folder", async () => {
      const { user, token } = await creator();
      const folder = await insertFolder(t.db, user.id, "Videos");
      const res = await t.inject({
        method: "POST",
        url: "/api/medialibrary/embed_videos",
        headers: bearer(token),
        payload: { url: "https://vimeo.com/76979871", title: "Intro", folder_id: folder.id },
      });
      expect(res.json().data).toMatchObject({ title: "Intro", folder_id: folder.id });
    });

    it("answers 422 errors.url naming the accepted providers, in the request's language", async () => {
      const { token } = await creator();
      const post = (language: string) =>
        t.inject({
          method: "POST",
          url: "/api/medialibrary/embed_videos",
          headers: { ...bearer(token), "content-language": language },
          payload: { url: "https://example.com/video" },
        });
      const en = await post("en");
      expect(en.statusCode).toBe(422);
      expect(en.json().errors).toEqual({ url: ["Paste a link to a YouTube, Vimeo or Loom video."] });
      const de = await post("de");
      expect(de.json().errors.url[0]).toMatch(/YouTube.*Vimeo.*Loom/);
      expect(de.json().errors.url[0]).not.toBe(en.json().errors.url[0]);
    });
  });

  describe("DELETE", () => {
    it.each(["folders", "files", "embed_videos"])(
      "DELETE /api/medialibrary/%s without ids answers 422 'no ids passed for deletion'",
      async (kind) => {
        const { token } = await creator();
        const res = await t.inject({
          method: "DELETE",
          url: `/api/medialibrary/${kind}`,
          headers: bearer(token),
          payload: { ids: [] },
        });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({
          message: "no ids passed for deletion",
          errors: { ids: ["no ids passed for deletion"] },
        });
      },
    );

    it("DELETE /api/medialibrary/items with nothing selected answers 422, translated", async () => {
      const { token } = await creator();
      const res = await t.inject({
        method: "DELETE",
        url: "/api/medialibrary/items",
        headers: { ...bearer(token), "content-language": "fr" },
        payload: {},
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).not.toBe("no ids passed for deletion");
      expect(res.json().errors.ids).toHaveLength(1);
    });

    it("deletes files and embedded videos", async () => {
      const { user, token } = await creator();
      const files = await insertItems(t.db, user.id, 2);
      const [video] = await insertItems(t.db, user.id, 1, { type: MEDIA_TYPE.VIDEO_EMBED });
      const del = (kind: string, ids: number[]) =>
        t.inject({ method: "DELETE", url: `/api/medialibrary/${kind}`, headers: bearer(token), payload: { ids } });
      const res = await del("files", [files[0]?.id ?? 0]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: "Deleted." });
      // An embedded video is not a file: naming it as one is refused and nothing is deleted.
      expect((await del("files", [files[1]?.id ?? 0, video?.id ?? 0])).statusCode).toBe(404);
      expect((await del("embed_videos", [video?.id ?? 0])).statusCode).toBe(200);
      const left = await t.db.select().from(mediaItems).where(eq(mediaItems.user_id, user.id));
      expect(left.map((r) => r.id)).toEqual([files[1]?.id]);
    });

    it("deleting a folder deletes its sub-folders and every item inside, in one request", async () => {
      const { user, token } = await creator();
      const top = await insertFolder(t.db, user.id, "Top");
      const sub = await insertFolder(t.db, user.id, "Sub", top.id);
      const subSub = await insertFolder(t.db, user.id, "SubSub", sub.id);
      const keep = await insertFolder(t.db, user.id, "Keep");
      await insertItems(t.db, user.id, 2, { folderId: top.id });
      await insertItems(t.db, user.id, 2, { folderId: subSub.id });
      const [kept] = await insertItems(t.db, user.id, 1, { folderId: keep.id });
      const [loose] = await insertItems(t.db, user.id, 1);
      const res = await t.inject({
        method: "DELETE",
        url: "/api/medialibrary/items",
        headers: bearer(token),
        payload: { folders: [top.id], files: [loose?.id] },
      });
      expect(res.statusCode).toBe(200);
      const folders = await t.db.select().from(mediaFolders).where(eq(mediaFolders.user_id, user.id));
      expect(folders.map((f) => f.title)).toEqual(["Keep"]);
      const items = await t.db.select().from(mediaItems).where(eq(mediaItems.user_id, user.id));
      expect(items.map((i) => i.id)).toEqual([kept?.id]);
    });

    it("deletes nothing when one of the ids is not the user's (one transaction)", async () => {
      const { user, token } = await creator();
      const other = await creator();
      const [mine] = await insertItems(t.db, user.id, 1);
      const [theirs] = await insertItems(t.db, other.user.id, 1);
      const res = await t.inject({
        method: "DELETE",
        url: "/api/medialibrary/items",
        headers: bearer(token),
        payload: { files: [mine?.id, theirs?.id] },
      });
      expect(res.statusCode).toBe(404);
      const rows = await t.db
        .select()
        .from(mediaItems)
        .where(inArray(mediaItems.id, [mine?.id ?? 0, theirs?.id ?? 0]));
      expect(rows).toHaveLength(2);
    });
  });

  describe("POST /api/medialibrary/move", () => {
    it("moves folders and items into a folder and back to the root", async () => {
      const { user, token } = await creator();
      const target = await insertFolder(t.db, user.id, "Target");
      const moving = await insertFolder(t.db, user.id, "Moving");
      const [file] = await insertItems(t.db, user.id, 1);
      const [video] = await insertItems(t.db, user.id, 1, { type: MEDIA_TYPE.VIDEO_EMBED });
      const move = (payload: object) =>
        t.inject({ method: "POST", url: "/api/medialibrary/move", headers: bearer(token), payload });
      const res = await move({
        folder_id: target.id,
        folders: [moving.id],
        files: [file?.id],
        embed_videos: [video?.id],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: "Moved." });
      const inTarget: ItemPage = (await get(`/api/medialibrary/all?folder_id=${target.id}`, token)).json();
      expect(inTarget.meta.total).toBe(2);
      const folders = (await get(`/api/medialibrary/folders?parent_id=${target.id}`, token)).json();
      expect(folders.data.map((f: { id: number }) => f.id)).toEqual([moving.id]);
      expect((await move({ folder_id: null, files: [file?.id] })).statusCode).toBe(200);
      expect(((await get("/api/medialibrary/images", token)).json() as ItemPage).meta.total).toBe(1);
    });

    it("refuses to move a folder into itself or below itself (422 errors.folder_id)", async () => {
      const { user, token } = await creator();
      const top = await insertFolder(t.db, user.id, "Top");
      const sub = await insertFolder(t.db, user.id, "Sub", top.id);
      const move = (folderId: number) =>
        t.inject({
          method: "POST",
          url: "/api/medialibrary/move",
          headers: bearer(token),
          payload: { folder_id: folderId, folders: [top.id] },
        });
      for (const target of [top.id, sub.id]) {
        const res = await move(target);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({
          folder_id: ["A folder cannot be moved into itself or one of its sub-folders."],
        });
      }
      const [row] = await t.db.select().from(mediaFolders).where(eq(mediaFolders.id, top.id));
      expect(row?.parent_id).toBeNull();
    });
  });
});
