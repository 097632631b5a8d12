import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MEDIA_TYPE } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaItems } from "../db/schema";
import { reserveItemId } from "../modules/media/service";
import { insertItems } from "../modules/media/testing";
import { forEachDatabase, type TestContext } from "../test/context";
import { startS3Server, type TestS3Server } from "../test/s3Server";
import type { FileStorage } from "./FileStorage";
import { createLocalStorage } from "./localStorage";
import { cleanOrphanedFiles } from "./orphanCleaner";
import { createS3Storage } from "./s3Storage";

const HOUR = 3600_000;

let s3: TestS3Server | undefined;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
});

const backends: { name: string; make(): Promise<{ storage: FileStorage; tearDown(): Promise<void> }> }[] = [
  {
    name: "local folder",
    async make() {
      const root = await mkdtemp(join(tmpdir(), "cw-orphans-"));
      return { storage: createLocalStorage(root), tearDown: () => rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: "S3 (s3rver)",
    async make() {
      if (!s3) throw new Error("no S3 server");
      const storage = createS3Storage(await s3.newBucket());
      return { storage, tearDown: async () => storage.client.destroy() };
    },
  },
];

const keysOf = async (storage: FileStorage) => {
  const keys: string[] = [];
  for await (const { key } of storage.list("")) keys.push(key);
  return keys.sort();
};

/** A library with owned files, files of an upload whose row never came, and a package whose unpacking stopped. */
async function scene(t: TestContext, storage: FileStorage) {
  const { user } = await t.createUser({ creator: true });
  const [image, scorm] = await insertItems(t.db, user.id, 2);
  if (!image || !scorm) throw new Error("no items");
  const thumb = `media/${user.id}/fake-0.thumb.webp`;
  await t.db.update(mediaItems).set({ thumb_key: thumb }).where(eq(mediaItems.id, image.id));
  await t.db.update(mediaItems).set({ type: MEDIA_TYPE.SCORM }).where(eq(mediaItems.id, scorm.id));
  const owned = [image.storage_key ?? "", thumb, scorm.storage_key ?? "", `scorm/${scorm.id}/imsmanifest.xml`];
  const halfDone = await reserveItemId(t.db);
  const orphans = [`media/${user.id}/killed-mid-upload.mp4`, `media/${user.id}/late.thumb.webp`];
  const stopped = [`scorm/${halfDone}/imsmanifest.xml`, `scorm/${halfDone}/shared/a.html`];
  const other = [`avatars/${user.id}-face.webp`, `answers/1/${user.id}/a.webm`];
  for (const key of [...owned, ...orphans, ...stopped, ...other]) await storage.put(key, Buffer.from(key), "x/y");
  return { owned, orphans, stopped, other, halfDone };
}

forEachDatabase("stored files no media item owns", (t) => {
  for (const backend of backends) {
    describe(backend.name, () => {
      it("removes orphaned media files and stopped packages once older than the grace period, nothing else", async () => {
        const { storage, tearDown } = await backend.make();
        try {
          const { owned, orphans, stopped, other, halfDone } = await scene(t, storage);
          const all = await keysOf(storage);

          // Within the grace period everything stays: an upload may be under way.
          const fresh = await cleanOrphanedFiles({ db: t.db, storage, maxAgeMs: HOUR, packages: true });
          expect(fresh.removed).toEqual([]);
          expect(await keysOf(storage)).toEqual(all);

          // Two hours on, the orphans go; owned files, avatars and answer recordings stay.
          const later = () => Date.now() + 2 * HOUR;
          const report = await cleanOrphanedFiles({ db: t.db, storage, maxAgeMs: HOUR, packages: true, now: later });
          expect(report.removed.sort()).toEqual([...orphans, `scorm/${halfDone}`].sort());
          expect(await keysOf(storage)).toEqual([...owned, ...other].sort());
          for (const key of stopped) expect(await storage.stat(key)).toBeNull();

          // A second run (another process, or the next period) finds nothing more.
          const again = await cleanOrphanedFiles({ db: t.db, storage, maxAgeMs: HOUR, packages: true, now: later });
          expect(again.removed).toEqual([]);
        } finally {
          await tearDown();
        }
      });

      it("leaves packages alone when told to (the local folder's temp cleaner does them)", async () => {
        const { storage, tearDown } = await backend.make();
        try {
          const { orphans, stopped } = await scene(t, storage);
          const later = () => Date.now() + 2 * HOUR;
          const report = await cleanOrphanedFiles({ db: t.db, storage, maxAgeMs: HOUR, packages: false, now: later });
          expect(report.removed.sort()).toEqual(orphans.sort());
          for (const key of stopped) expect(await storage.stat(key)).not.toBeNull();
        } finally {
          await tearDown();
        }
      });
    });
  }
});
