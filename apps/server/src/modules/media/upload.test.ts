import { join } from "node:path";
import { MEDIA_TYPE, type MediaItem } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mediaItems } from "../../db/schema";
import { bearer, forEachDatabase, type TestContext } from "../../test/context";
import { storedNames } from "../../test/storedFiles";
import { craftZip, FIXTURES_DIR, fixtureInFolder, manifest12 } from "../scorm/testZips";
import { fileUpload, insertFolder, multipartBody, samples } from "./testing";

async function upload(t: TestContext, token: string, body: ReturnType<typeof multipartBody>, route = "upload_file") {
  return t.inject({
    method: "POST",
    url: `/api/medialibrary/${route}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

/** Files under media/<user> (what an upload left in storage). */
async function storedFiles(t: TestContext, userId: number): Promise<string[]> {
  return storedNames(t.storage, `media/${userId}`);
}

async function fetchFile(t: TestContext, url: string | null) {
  if (!url) throw new Error("no url");
  return t.inject({ method: "GET", url });
}

forEachDatabase("media uploads", (t) => {
  const creator = () => t.createUser({ creator: true });

  describe("POST /api/medialibrary/upload_file", () => {
    it.each([
      ["photo.png", samples.png, MEDIA_TYPE.IMAGE, "image/png"],
      ["photo.JPG", samples.jpeg, MEDIA_TYPE.IMAGE, "image/jpeg"],
      ["photo.jpeg", samples.jpeg, MEDIA_TYPE.IMAGE, "image/jpeg"],
      ["anim.gif", samples.gif, MEDIA_TYPE.IMAGE, "image/gif"],
      ["clip.mp4", samples.mp4, MEDIA_TYPE.VIDEO_FILE, "video/mp4"],
      ["clip.m4v", samples.mp4, MEDIA_TYPE.VIDEO_FILE, "video/mp4"],
      ["clip.mov", samples.mp4, MEDIA_TYPE.VIDEO_FILE, "video/quicktime"],
      ["clip.webm", samples.webm, MEDIA_TYPE.VIDEO_FILE, "video/webm"],
      ["clip.mkv", samples.webm, MEDIA_TYPE.VIDEO_FILE, "video/x-matroska"],
      ["song.mp3", samples.mp3, MEDIA_TYPE.AUDIO, "audio/mpeg"],
      ["song.wav", samples.wav, MEDIA_TYPE.AUDIO, "audio/wav"],
      ["song.m4a", samples.m4a, MEDIA_TYPE.AUDIO, "audio/mp4"],
      ["paper.pdf", samples.pdf, MEDIA_TYPE.OTHER, "application/pdf"],
      ["notes.txt", samples.txt, MEDIA_TYPE.OTHER, "text/plain; charset=utf-8"],
      ["letter.rtf", samples.rtf, MEDIA_TYPE.OTHER, "application/rtf"],
      ["old.doc", samples.doc, MEDIA_TYPE.OTHER, "application/msword"],
      ["data.json", samples.json, MEDIA_TYPE.OTHER, "application/json"],
    ] as const)("stores %s with its media type and content type", async (fileName, make, type, mimeType) => {
      const { user, token } = await creator();
      const data = await make();
      const res = await upload(t, token, fileUpload(fileName, data));
      expect(res.statusCode, res.body).toBe(201);
      const item: MediaItem = res.json().data;
      expect(item).toMatchObject({
        medialibrary_type: type,
        title: fileName,
        file_name: fileName,
        size: data.length,
        folder_id: null,
        custom_properties: { mime_type: mimeType },
      });
      const file = await fetchFile(t, item.url);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(data)).toBe(true);
      expect(file.headers["content-type"]).toBe(mimeType);
      expect((await storedFiles(t, user.id)).length).toBeGreaterThan(0);
    });

    it("stores a DOCX (a zip) and the other Office Open XML and iWork names", async () => {
      const { token } = await creator();
      const docx = await craftZip([
        { name: "[Content_Types].xml", content: "<Types/>" },
        { name: "word/document.xml", content: "<w/>" },
      ]);
      for (const name of ["report.docx", "sheet.xlsx", "slides.pptx", "doc.pages", "table.numbers", "archive.zip"]) {
        const res = await upload(t, token, fileUpload(name, docx));
        expect(res.statusCode, name).toBe(201);
        expect(res.json().data.medialibrary_type).toBe(MEDIA_TYPE.OTHER);
      }
    });

    it("takes title and folder_id before or after the file", async () => {
      const { user, token } = await creator();
      const folder = await insertFolder(t.db, user.id, "Docs");
      for (const fieldsFirst of [true, false]) {
        const body = fileUpload("a.txt", samples.txt(), { title: "  My notes ", folder_id: folder.id }, fieldsFirst);
        const res = await upload(t, token, body);
        expect(res.statusCode).toBe(201);
        expect(res.json().data).toMatchObject({ title: "My notes", folder_id: folder.id, file_name: "a.txt" });
      }
    });

    it("sanitises an SVG: the script and the event handler are gone, and it is served as an attachment", async () => {
      const { token } = await creator();
      const res = await upload(t, token, fileUpload("logo.svg", samples.svgWithScript()));
      expect(res.statusCode).toBe(201);
      const item: MediaItem = res.json().data;
      expect(item.medialibrary_type).toBe(MEDIA_TYPE.OTHER);
      const file = await fetchFile(t, item.url);
      const svg = file.body;
      expect(svg).toContain("<svg");
      expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(svg).toContain("<rect");
      expect(svg).not.toMatch(/script|onload|alert/i);
      expect(file.headers["content-disposition"]).toMatch(/^attachment;/);
      expect(file.headers["content-security-policy"]).toContain("sandbox");
      expect(item.size).toBe(Buffer.byteLength(svg));
    });

    it("refuses an SVG that is not an SVG document", async () => {
      const { token } = await creator();
      const res = await upload(t, token, fileUpload("page.svg", Buffer.from("<html><body>hello</body></html>")));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.file).toEqual(["The content of this file does not match its extension (.svg)."]);
    });

    it.each(["virus.exe", "page.html", "photo.webp", "noextension"])(
      "refuses %s with 422 errors.file naming the allowed types, keeping nothing",
      async (fileName) => {
        const { user, token } = await creator();
        const res = await upload(t, token, fileUpload(fileName, Buffer.from("MZ whatever")));
        expect(res.statusCode).toBe(422);
        const [message] = res.json().errors.file;
        expect(message).toMatch(/^This type of file cannot be uploaded here\. Allowed types: \.jpg, \.jpeg, \.png/);
        expect(message).toContain(".docx");
        expect(await storedFiles(t, user.id)).toEqual([]);
      },
    );

    it.each([
      ["fake.png", Buffer.from("this is just text, not a picture")],
      ["fake.jpg", samples.txt()],
      ["fake.mp4", Buffer.from("%PDF-1.4 not a video")],
      ["fake.pdf", Buffer.from("plain words")],
      ["fake.docx", Buffer.from("plain words")],
      ["binary.txt", Buffer.from([0x00, 0x01, 0x02, 0xff])],
      ["latin1.txt", Buffer.from([0x47, 0x72, 0xfc, 0xdf, 0x65])],
    ])("refuses %s whose content does not match its extension, keeping nothing", async (fileName, data) => {
      const { user, token } = await creator();
      const res = await upload(t, token, fileUpload(fileName, data));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.file[0]).toMatch(/^The content of this file does not match its extension/);
      expect(await storedFiles(t, user.id)).toEqual([]);
      expect(await t.db.select().from(mediaItems).where(eq(mediaItems.user_id, user.id))).toEqual([]);
    });

    it("refuses a PNG header on bytes that are no image (422, unreadable)", async () => {
      const { user, token } = await creator();
      const broken = Buffer.concat([(await samples.png()).subarray(0, 8), Buffer.alloc(100, 7)]);
      const res = await upload(t, token, fileUpload("broken.png", broken));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.file).toEqual(["This image could not be read. It may be damaged."]);
      expect(await storedFiles(t, user.id)).toEqual([]);
    });

    it("answers 422 errors.file when there is no file, and removes the file when the folder is not the user's", async () => {
      const { user, token } = await creator();
      const none = await upload(t, token, multipartBody([{ name: "title", value: "x" }]));
      expect(none.statusCode).toBe(422);
      expect(none.json().errors.file).toEqual(["This field is required."]);
      const other = await creator();
      const folder = await insertFolder(t.db, other.user.id, "Theirs");
      const res = await upload(t, token, fileUpload("a.txt", samples.txt(), { folder_id: folder.id }));
      expect(res.statusCode).toBe(404);
      expect(await storedFiles(t, user.id)).toEqual([]);
      const bad = await upload(t, token, fileUpload("a.txt", samples.txt(), { folder_id: "abc" }));
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(["folder_id"]);
      expect(await storedFiles(t, user.id)).toEqual([]);
    });

    it("deleting an uploaded file removes it and its thumbnail from storage", async () => {
      const { user, token } = await creator();
      const item: MediaItem = (await upload(t, token, fileUpload("p.png", await samples.png()))).json().data;
      await t.runJobs();
      expect(await storedFiles(t, user.id)).toHaveLength(2);
      const res = await t.inject({
        method: "DELETE",
        url: "/api/medialibrary/files",
        headers: bearer(token),
        payload: { ids: [item.id] },
      });
      expect(res.statusCode).toBe(200);
      expect(await storedFiles(t, user.id)).toEqual([]);
      expect((await fetchFile(t, item.url)).statusCode).toBe(404);
    });
  });

  describe("POST /api/medialibrary/upload_json_animation", () => {
    it("stores a Lottie animation as type 7 with its size", async () => {
      const { token } = await creator();
      const res = await upload(
        t,
        token,
        fileUpload("wave.json", samples.lottie(), { title: "Wave" }),
        "upload_json_animation",
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({
        medialibrary_type: MEDIA_TYPE.JSON_ANIMATION,
        title: "Wave",
        custom_properties: { mime_type: "application/json", width: 200, height: 100 },
      });
      const file = await fetchFile(t, res.json().data.url);
      expect(JSON.parse(file.body)).toMatchObject({ v: "5.7.4" });
    });

    it.each([
      ["broken.json", Buffer.from("{not json"), "This file is not valid JSON, so it cannot be a Lottie animation."],
      [
        "plain.json",
        Buffer.from('{"v": "5.7.4", "w": 10, "h": 10}'),
        "This JSON file is not a Lottie animation: it lacks fr, ip, op, layers.",
      ],
    ])("refuses %s with a clear message", async (fileName, data, message) => {
      const { user, token } = await creator();
      const res = await upload(t, token, fileUpload(fileName, data), "upload_json_animation");
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.file).toEqual([message]);
      expect(await storedFiles(t, user.id)).toEqual([]);
    });

    it("refuses other extensions, naming .json", async () => {
      const { token } = await creator();
      const res = await upload(t, token, fileUpload("wave.txt", samples.lottie()), "upload_json_animation");
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.file).toEqual(["This type of file cannot be uploaded here. Allowed types: .json."]);
    });
  });

  describe("POST /api/medialibrary/upload_scorm", () => {
    it.each([
      ["RuntimeBasicCalls_SCORM12.zip", "1.2", "shared/launchpage.html"],
      ["RuntimeBasicCalls_SCORM20043rdEdition.zip", "2004", "shared/launchpage.html"],
      ["RuntimeMinimumCalls_SCORM12.zip", "1.2", "Playing/Playing.html"],
    ])("uploads %s as SCORM %s launching %s", async (name, version, launch) => {
      const { token } = await creator();
      const { readFile } = await import("node:fs/promises");
      const data = await readFile(join(FIXTURES_DIR, name));
      const res = await upload(t, token, fileUpload(name, data), "upload_scorm");
      expect(res.statusCode, res.body).toBe(201);
      const item: MediaItem = res.json().data;
      expect(item).toMatchObject({ medialibrary_type: MEDIA_TYPE.SCORM, title: name, size: data.length });
      expect(item.custom_properties.scorm).toMatchObject({ version, launch });
      const unpacked = await storedNames(t.storage, `scorm/${item.id}`);
      expect(unpacked).toContain("imsmanifest.xml");
      const download = await fetchFile(t, item.download_url);
      expect(download.rawPayload.equals(data)).toBe(true);

      const del = await t.inject({
        method: "DELETE",
        url: "/api/medialibrary/files",
        headers: bearer(token),
        payload: { ids: [item.id] },
      });
      expect(del.statusCode).toBe(200);
      expect(await storedNames(t.storage, `scorm/${item.id}`)).toEqual([]);
    });

    it.each([
      ["no manifest", [{ name: "index.html", content: "<p>hi</p>" }], {}, /no imsmanifest\.xml/],
      [
        "manifest in a folder beside other files",
        [
          { name: "course/imsmanifest.xml", content: manifest12() },
          { name: "course/index.html", content: "x" },
          { name: "readme.txt", content: "x" },
        ],
        {},
        /in the folder course\//,
      ],
      [
        "zip-slip",
        [
          { name: "imsmanifest.xml", content: manifest12() },
          { name: "index.html", content: "x" },
          { name: "zz/evil.html", content: "pwned" },
        ],
        { "zz/evil.html": "../evil.html" },
        /leads out of the package/,
      ],
    ])("refuses a crafted zip (%s) and leaves no row and no file behind", async (_name, entries, rename, message) => {
      const { user, token } = await creator();
      const zip = await craftZip(entries, rename);
      const res = await upload(t, token, fileUpload("package.zip", zip), "upload_scorm");
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.file[0]).toMatch(message);
      expect(await t.db.select().from(mediaItems).where(eq(mediaItems.user_id, user.id))).toEqual([]);
      expect(await storedFiles(t, user.id)).toEqual([]);
      expect(await storedNames(t.storage, "scorm")).toEqual([]);
    });

    it("re-roots a real package zipped with its folder, titled by its organisation", async () => {
      const { token } = await creator();
      const zip = await fixtureInFolder("RuntimeBasicCalls_SCORM12.zip", "GolfStarter");
      const res = await upload(t, token, fileUpload("starter.zip", zip), "upload_scorm");
      expect(res.statusCode, res.body).toBe(201);
      const item: MediaItem = res.json().data;
      expect(item.custom_properties.scorm).toMatchObject({ launch: "shared/launchpage.html" });
      expect(await storedNames(t.storage, `scorm/${item.id}`)).toContain("imsmanifest.xml");
    });

    it("names the folder of a nested manifest (scorm_manifest_nested) and takes the package from it on reroot", async () => {
      const { user, token } = await creator();
      const zip = await fixtureInFolder("RuntimeBasicCalls_SCORM20043rdEdition.zip", "package", [
        { name: "install.txt", content: "upload package/ to your LMS" },
      ]);
      const refused = await upload(t, token, fileUpload("golf.zip", zip), "upload_scorm");
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ error: "scorm_manifest_nested" });
      expect(refused.json().errors.file[0]).toMatch(/in the folder package\//);
      expect(await t.db.select().from(mediaItems).where(eq(mediaItems.user_id, user.id))).toEqual([]);

      const missing = await upload(
        t,
        token,
        fileUpload("docs.zip", await craftZip([{ name: "a.txt" }])),
        "upload_scorm",
      );
      expect(missing.json()).toMatchObject({ error: "scorm_manifest_missing" });

      const bad = await upload(t, token, fileUpload("golf.zip", zip, { reroot: "maybe" }), "upload_scorm");
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(["reroot"]);

      const taken = await upload(t, token, fileUpload("golf.zip", zip, { reroot: "true" }, true), "upload_scorm");
      expect(taken.statusCode, taken.body).toBe(201);
      const item: MediaItem = taken.json().data;
      // The media item keeps the file name as its title (spec 7); the package inside has its own.
      expect(item).toMatchObject({ title: "golf.zip", medialibrary_type: MEDIA_TYPE.SCORM });
      expect(item.custom_properties.scorm).toMatchObject({ version: "2004", launch: "shared/launchpage.html" });
      const unpacked = await storedNames(t.storage, `scorm/${item.id}`);
      expect(unpacked).toContain("imsmanifest.xml");
      expect(unpacked).not.toContain("install.txt");
      const rows = await t.db.select().from(mediaItems).where(eq(mediaItems.user_id, user.id));
      expect(rows).toHaveLength(1);
    });

    it("titles a package without an organisation by its file name, not its resource id", async () => {
      const { token } = await creator();
      const manifest = `<?xml version="1.0"?><manifest identifier="m"><metadata><schemaversion>1.2</schemaversion></metadata>
        <organizations/><resources><resource identifier="R_A1" type="webcontent" adlcp:scormtype="sco" href="index.html"
        xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"/></resources></manifest>`;
      const zip = await craftZip([
        { name: "imsmanifest.xml", content: manifest },
        { name: "index.html", content: "<p>hi</p>" },
      ]);
      const res = await upload(t, token, fileUpload("Onboarding 2026.zip", zip), "upload_scorm");
      expect(res.statusCode, res.body).toBe(201);
      const scorm = res.json().data.custom_properties.scorm;
      expect(scorm.title).toBe("Onboarding 2026");
      expect(scorm.scos[0].title).toBe("Onboarding 2026");
    });

    it("refuses a non-zip with a SCORM message and other extensions naming .zip", async () => {
      const { token } = await creator();
      const text = await upload(t, token, fileUpload("package.zip", Buffer.from("not a zip")), "upload_scorm");
      expect(text.statusCode).toBe(422);
      expect(text.json().errors.file[0]).toMatch(/not a zip archive/);
      const other = await upload(t, token, fileUpload("package.rar", Buffer.from("x")), "upload_scorm");
      expect(other.json().errors.file).toEqual(["This type of file cannot be uploaded here. Allowed types: .zip."]);
    });

    it("says a zip cut short (an interrupted download) is damaged or incomplete, and keeps nothing", async () => {
      const { user, token } = await creator();
      const { readFile } = await import("node:fs/promises");
      const whole = await readFile(join(FIXTURES_DIR, "RuntimeBasicCalls_SCORM12.zip"));
      // The first two thirds: it starts as a zip, its central directory (at the end) is gone.
      const cut = whole.subarray(0, Math.floor((whole.length * 2) / 3));
      const res = await upload(t, token, fileUpload("golf.zip", cut), "upload_scorm");
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.file).toEqual(["The zip archive is damaged or incomplete: upload it again."]);
      const kept = await t.db.select().from(mediaItems).where(eq(mediaItems.user_id, user.id));
      expect(kept).toEqual([]);
    });
  });
});

forEachDatabase(
  "media uploads over the size limit",
  (t) => {
    it.each([
      ["upload_file", "big.txt"],
      ["upload_json_animation", "big.json"],
      ["upload_scorm", "big.zip"],
    ])("%s answers 413 naming the limit and keeps nothing", async (route, fileName) => {
      const { user, token } = await t.createUser({ creator: true });
      const data =
        route === "upload_scorm"
          ? Buffer.concat([Buffer.from("PK\u0003\u0004"), Buffer.alloc(3000)])
          : Buffer.alloc(3000, 0x61);
      const res = await upload(t, token, fileUpload(fileName, data, { title: "after the file" }), route);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: "The file is too large. The limit is 2 KB.", error: "payload_too_large" });
      expect(await storedFiles(t, user.id)).toEqual([]);
      expect(await t.db.select().from(mediaItems).where(eq(mediaItems.user_id, user.id))).toEqual([]);
    });

    it("accepts a file of exactly the limit", async () => {
      const { token } = await t.createUser({ creator: true });
      const res = await upload(t, token, fileUpload("exact.txt", Buffer.alloc(2048, 0x61)));
      expect(res.statusCode).toBe(201);
      expect(res.json().data.size).toBe(2048);
    });
  },
  { env: { MAX_UPLOAD_BYTES: "2048" } },
);
