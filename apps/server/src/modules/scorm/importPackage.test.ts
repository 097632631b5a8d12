import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FileStorage } from "../../storage/FileStorage";
import { createLocalStorage } from "../../storage/localStorage";
import { ScormPackageError } from "./errors";
import { importScormPackage } from "./importPackage";
import { type CraftedEntry, copyFixture, fixtureInFolder, manifest12, writeZip } from "./testZips";

const LIMITS = { maxEntries: 100, maxUnpackedBytes: 10 * 1024 * 1024 };
const PREFIX = "scorm/7";

let dir: string;
let storageRoot: string;
let storage: FileStorage;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "cw-scorm-import-"));
  storageRoot = join(dir, "files");
  storage = createLocalStorage(storageRoot);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Every file under the storage root (relative paths), to prove a refusal left nothing behind. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(storageRoot, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(storageRoot.length + 1));
}

async function importEntries(
  entries: CraftedEntry[],
  options: { rename?: Record<string, string>; limits?: typeof LIMITS } = {},
) {
  const zipPath = await writeZip(dir, "crafted.zip", entries, options.rename);
  return importScormPackage({ zipPath, storage, prefix: PREFIX, limits: options.limits ?? LIMITS });
}

async function expectRefusal(promise: Promise<unknown>, messageKey: string, params?: Record<string, string | number>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ScormPackageError);
  expect((error as ScormPackageError).messageKey).toBe(messageKey);
  if (params) expect((error as ScormPackageError).params).toEqual(params);
  expect(await storedFiles()).toEqual([]);
}

const PAGE = { name: "index.html", content: "<html><body>hello</body></html>" };
const MANIFEST = { name: "imsmanifest.xml", content: manifest12() };

describe("importScormPackage with the real packages", () => {
  it("imports RuntimeBasicCalls_SCORM12 as SCORM 1.2 launching shared/launchpage.html", async () => {
    const zipPath = await copyFixture("RuntimeBasicCalls_SCORM12.zip", dir);
    const info = await importScormPackage({ zipPath, storage, prefix: PREFIX, limits: LIMITS });
    expect(info).toMatchObject({ version: "1.2", edition: "1.2", launch: "shared/launchpage.html" });
    expect(info.title).toBe("Golf Explained - Run-time Basic Calls");
    expect(info.scos).toEqual([{ identifier: "item_1", title: "Golf Explained", launch: "shared/launchpage.html" }]);
    const launch = await storage.get(`${PREFIX}/shared/launchpage.html`);
    expect(launch?.contentType).toBe("text/html; charset=utf-8");
    launch?.body.destroy();
    expect(await storage.stat(`${PREFIX}/imsmanifest.xml`)).not.toBeNull();
    expect(await storage.stat(`${PREFIX}/Playing/Playing.html`)).not.toBeNull();
  });

  it("imports RuntimeBasicCalls_SCORM20043rdEdition as SCORM 2004 3rd Edition", async () => {
    const zipPath = await copyFixture("RuntimeBasicCalls_SCORM20043rdEdition.zip", dir);
    const info = await importScormPackage({ zipPath, storage, prefix: PREFIX, limits: LIMITS });
    expect(info).toMatchObject({ version: "2004", edition: "2004 3rd Edition", launch: "shared/launchpage.html" });
    expect(info.scos).toHaveLength(1);
  });

  it("marks the items of an asset-only package as assets (completed once launched), and no SCO as one", async () => {
    const zipPath = await copyFixture("ContentPackagingOneFilePerSCO_SCORM12.zip", dir);
    const info = await importScormPackage({ zipPath, storage, prefix: PREFIX, limits: LIMITS });
    expect(info.scos.length).toBeGreaterThan(1);
    expect(info.scos.every((sco) => sco.asset === true)).toBe(true);
    const scoPackage = await importScormPackage({
      zipPath: await copyFixture("RuntimeMinimumCalls_SCORM12.zip", dir),
      storage,
      prefix: "scorm/8",
      limits: LIMITS,
    });
    expect(scoPackage.scos.some((sco) => "asset" in sco)).toBe(false);
  });

  it("imports RuntimeMinimumCalls_SCORM12 with its 19 SCOs in the organisation's order", async () => {
    const zipPath = await copyFixture("RuntimeMinimumCalls_SCORM12.zip", dir);
    const info = await importScormPackage({ zipPath, storage, prefix: PREFIX, limits: LIMITS });
    expect(info.version).toBe("1.2");
    expect(info.launch).toBe("Playing/Playing.html");
    expect(info.scos).toHaveLength(19);
    expect(info.scos.slice(0, 6).map((s) => s.launch)).toEqual([
      "Playing/Playing.html",
      "Playing/Par.html",
      "Playing/Scoring.html",
      "Playing/OtherScoring.html",
      "Playing/RulesOfGolf.html",
      "shared/assessmenttemplate.html?questions=Playing",
    ]);
    expect(info.scos[6]).toEqual({
      identifier: "etiquette_course_item",
      title: "Taking Care of the Course",
      launch: "Etiquette/Course.html",
    });
    expect(info.scos.at(-1)?.launch).toBe("shared/assessmenttemplate.html?questions=HavingFun");
  });

  it("refuses a package when the limit of unpacked bytes is below its size, and keeps nothing", async () => {
    const zipPath = await copyFixture("RuntimeBasicCalls_SCORM12.zip", dir);
    await expectRefusal(
      importScormPackage({ zipPath, storage, prefix: PREFIX, limits: { maxEntries: 1000, maxUnpackedBytes: 100_000 } }),
      "scorm.too_large",
      { max: "97.7 KB" },
    );
  });
});

describe("importScormPackage with the manifest in a folder", () => {
  async function importZip(bytes: Buffer, options: { reroot?: boolean } = {}) {
    const zipPath = join(dir, "nested.zip");
    await writeFile(zipPath, bytes);
    return importScormPackage({ zipPath, storage, prefix: PREFIX, limits: LIMITS, ...options });
  }

  it("re-roots a real package zipped with its folder (as ADL's starter template ships), clutter left out", async () => {
    const bytes = await fixtureInFolder("RuntimeBasicCalls_SCORM20043rdEdition.zip", "GolfStarter", [
      { name: "__MACOSX/GolfStarter/._imsmanifest.xml", content: "resource fork" },
      { name: "GolfStarter/.DS_Store", content: "finder" },
    ]);
    const info = await importZip(bytes);
    expect(info).toMatchObject({ version: "2004", edition: "2004 3rd Edition", launch: "shared/launchpage.html" });
    const stored = await storedFiles();
    expect(stored).toContain(join(PREFIX, "imsmanifest.xml"));
    expect(stored).toContain(join(PREFIX, "shared", "launchpage.html"));
    expect(stored.some((path) => path.includes("GolfStarter") || path.includes("__MACOSX"))).toBe(false);
  });

  it("takes a package from the folder the refusal named when the user asks, leaving the rest out", async () => {
    const bytes = await fixtureInFolder("RuntimeBasicCalls_SCORM12.zip", "package", [
      { name: "readme.txt", content: "unzip package/ into your LMS" },
    ]);
    await expectRefusal(importZip(bytes), "scorm.manifest_nested", { folder: "package/" });
    const info = await importZip(bytes, { reroot: true });
    expect(info).toMatchObject({ version: "1.2", launch: "shared/launchpage.html" });
    const stored = await storedFiles();
    expect(stored).toContain(join(PREFIX, "shared", "launchpage.html"));
    expect(stored).not.toContain(join(PREFIX, "readme.txt"));
    expect(stored.some((path) => path.includes("package/"))).toBe(false);
  });

  it("keeps the limit of unpacked bytes when re-rooting", async () => {
    const zipPath = join(dir, "nested-big.zip");
    await writeFile(zipPath, await fixtureInFolder("RuntimeBasicCalls_SCORM12.zip", "GolfStarter"));
    await expectRefusal(
      importScormPackage({ zipPath, storage, prefix: PREFIX, limits: { maxEntries: 1000, maxUnpackedBytes: 100_000 } }),
      "scorm.too_large",
    );
  });

  it("takes the shallowest of several nested manifests", async () => {
    const info = await importEntries([
      { name: "a/b/imsmanifest.xml", content: manifest12({ href: "deep.html" }) },
      { name: "a/b/deep.html", content: "x" },
      { name: "a/imsmanifest.xml", content: manifest12() },
      { name: "a/index.html", content: "x" },
    ]);
    expect(info.launch).toBe("index.html");
  });

  it("still refuses a zip without any manifest, and zip-slip names when re-rooting", async () => {
    await expectRefusal(
      importScormPackage({
        zipPath: await writeZip(dir, "docs.zip", [{ name: "docs/a.pdf", content: "%PDF" }]),
        storage,
        prefix: PREFIX,
        limits: LIMITS,
        reroot: true,
      }),
      "scorm.manifest_missing",
    );
    const slip = await writeZip(
      dir,
      "slip.zip",
      [
        { name: "course/imsmanifest.xml", content: manifest12() },
        { name: "course/index.html", content: "x" },
        { name: "course/zz/evil.html", content: "pwned" },
      ],
      { "course/zz/evil.html": "course/../../evil.h" },
    );
    await expectRefusal(
      importScormPackage({ zipPath: slip, storage, prefix: PREFIX, limits: LIMITS, reroot: true }),
      "scorm.path_traversal",
    );
  });
});

describe("importScormPackage refuses unsafe or broken zips and leaves nothing behind", () => {
  it("refuses a file that is not a zip", async () => {
    const zipPath = join(dir, "fake.zip");
    await writeFile(zipPath, "this is plain text, not a zip archive");
    await expectRefusal(importScormPackage({ zipPath, storage, prefix: PREFIX, limits: LIMITS }), "scorm.not_zip");
  });

  it("refuses a zip without imsmanifest.xml", async () => {
    await expectRefusal(importEntries([PAGE]), "scorm.manifest_missing");
  });

  it("refuses a zip whose manifest is in a folder beside other content, naming the folder", async () => {
    await expectRefusal(
      importEntries([
        { name: "course/imsmanifest.xml", content: manifest12() },
        { name: "course/index.html", content: "x" },
        { name: "readme.txt", content: "how to install" },
      ]),
      "scorm.manifest_nested",
      { folder: "course/" },
    );
  });

  it("refuses zip-slip paths (..) even after valid files", async () => {
    await expectRefusal(
      importEntries([MANIFEST, PAGE, { name: "zz/evil.html", content: "pwned" }], {
        rename: { "zz/evil.html": "../evil.html" },
      }),
      "scorm.path_traversal",
      { name: "../evil.html" },
    );
    await expectRefusal(
      importEntries([MANIFEST, PAGE, { name: "a/zz/zz/x.js", content: "pwned" }], {
        rename: { "a/zz/zz/x.js": "a/../../x.js" },
      }),
      "scorm.path_traversal",
    );
  });

  it("refuses absolute paths", async () => {
    await expectRefusal(
      importEntries([MANIFEST, PAGE, { name: "xetc/pass", content: "x" }], { rename: { "xetc/pass": "/etc/pass" } }),
      "scorm.absolute_path",
      { name: "/etc/pass" },
    );
    await expectRefusal(
      importEntries([MANIFEST, PAGE, { name: "Cxwin.ini", content: "x" }], { rename: { "Cxwin.ini": "C:win.ini" } }),
      "scorm.absolute_path",
    );
  });

  it("refuses backslashes in names", async () => {
    await expectRefusal(
      importEntries([MANIFEST, PAGE, { name: "dir_file.js", content: "x" }], {
        rename: { "dir_file.js": "dir\\file.js" },
      }),
      "scorm.backslash",
    );
  });

  it("refuses symbolic links", async () => {
    await expectRefusal(
      importEntries([MANIFEST, PAGE, { name: "link.html", content: "/etc/passwd", mode: 0o120777 }]),
      "scorm.symlink",
      { name: "link.html" },
    );
  });

  it("refuses names that are not valid storage keys", async () => {
    await expectRefusal(importEntries([MANIFEST, PAGE, { name: "a|b.html", content: "x" }]), "scorm.invalid_name");
  });

  it("refuses more entries than the limit", async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ name: `f${i}.txt`, content: "x" }));
    await expectRefusal(
      importEntries([MANIFEST, PAGE, ...many], {
        limits: { maxEntries: 10, maxUnpackedBytes: LIMITS.maxUnpackedBytes },
      }),
      "scorm.too_many_entries",
      { max: 10 },
    );
  });

  it("refuses more unpacked bytes than the limit (a zip bomb compresses well)", async () => {
    const zeros = Buffer.alloc(300_000);
    await expectRefusal(
      importEntries([MANIFEST, PAGE, { name: "a.bin", content: zeros }, { name: "b.bin", content: zeros }], {
        limits: { maxEntries: 100, maxUnpackedBytes: 500_000 },
      }),
      "scorm.too_large",
    );
  });

  it("refuses an entry that inflates to more than its header declares", async () => {
    const zipPath = await writeZip(dir, "liar.zip", [
      MANIFEST,
      PAGE,
      { name: "bomb.bin", content: Buffer.alloc(200_000) },
    ]);
    // Rewrite the declared size of bomb.bin (central directory and local header) to 10 bytes.
    const { readFile } = await import("node:fs/promises");
    const bytes = await readFile(zipPath);
    const declared = Buffer.alloc(4);
    declared.writeUInt32LE(200_000);
    const small = Buffer.alloc(4);
    small.writeUInt32LE(10);
    for (let at = bytes.indexOf(declared); at >= 0; at = bytes.indexOf(declared, at + 1)) small.copy(bytes, at);
    await writeFile(zipPath, bytes);
    await expectRefusal(importScormPackage({ zipPath, storage, prefix: PREFIX, limits: LIMITS }), "scorm.corrupt");
  });

  it("refuses a manifest that is not XML", async () => {
    await expectRefusal(
      importEntries([{ name: "imsmanifest.xml", content: "<manifest><oops" }, PAGE]),
      "scorm.manifest_invalid",
    );
  });

  it("refuses a manifest whose launch file is not in the package", async () => {
    await expectRefusal(
      importEntries([{ name: "imsmanifest.xml", content: manifest12({ href: "missing.html" }) }, PAGE]),
      "scorm.launch_missing",
      { file: "missing.html" },
    );
  });
});

describe("importScormPackage manifests", () => {
  it("resolves xml:base of manifest, resources and resource, and keeps the query string", async () => {
    const manifest = `<?xml version="1.0"?>
<manifest identifier="m" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3" xml:base="content">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations><organization identifier="o"><title>Based</title>
    <item identifier="i1" identifierref="r1" parameters="?lang=en"><title>One</title></item>
  </organization></organizations>
  <resources xml:base="sco/">
    <resource identifier="r1" type="webcontent" adlcp:scormType="sco" xml:base="unit1" href="start.html?mode=review"/>
  </resources>
</manifest>`;
    const info = await importEntries([
      { name: "imsmanifest.xml", content: manifest },
      { name: "content/sco/unit1/start.html", content: "<p>start</p>" },
    ]);
    expect(info).toMatchObject({ version: "2004", edition: "2004 4th Edition", title: "Based" });
    expect(info.launch).toBe("content/sco/unit1/start.html?mode=review&lang=en");
    expect(await storage.stat(`${PREFIX}/content/sco/unit1/start.html`)).not.toBeNull();
  });

  it("stores normalised paths and skips directory entries", async () => {
    await importEntries([MANIFEST, { name: "./index.html", content: "x" }, { name: "assets", directory: true }]);
    expect((await storedFiles()).sort()).toEqual([`${PREFIX}/imsmanifest.xml`, `${PREFIX}/index.html`]);
  });
});
