import { MEDIA_TYPE, type ScormPackageInfo } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { mediaItems } from "../../db/schema";
import { bearer, forEachDatabase } from "../../test/context";
import { scormStoragePrefix } from "./launch";
import { fixtureEntries } from "./testZips";

// A package imported before the SCO list carried the organization's tree keeps the old dropdown until uploaded
// again: on launch its manifest is read again from storage, and the tree found is kept with the package.

const FIXTURE = "SequencingSimpleRemediation_SCORM20043rdEdition.zip";

/** The package as an older import described it: its SCOs, without tree nor manifest data. */
const OLD_INFO: ScormPackageInfo = {
  version: "2004",
  edition: "2004 3rd Edition",
  launch: "shared/launchpage.html?content=playing",
  title: "Golf Explained - Simple Remediation",
  scos: [{ identifier: "playing_item", title: "Playing the Game", launch: "shared/launchpage.html?content=playing" }],
};

forEachDatabase("SCORM packages imported before the activity tree", (t) => {
  async function oldPackage(withManifest: boolean) {
    const creator = await t.createUser({ creator: true });
    const [item] = await t.db
      .insert(mediaItems)
      .values({
        user_id: creator.user.id,
        type: MEDIA_TYPE.SCORM,
        title: "remediation.zip",
        file_name: "remediation.zip",
        custom_properties: { scorm: OLD_INFO, mime_type: "application/zip" },
      })
      .returning();
    if (!item) throw new Error("no item");
    if (withManifest) {
      const manifest = (await fixtureEntries(FIXTURE)).find((entry) => entry.name === "imsmanifest.xml");
      if (!manifest?.content) throw new Error("no manifest in the fixture");
      const bytes = Buffer.isBuffer(manifest.content) ? manifest.content : Buffer.from(manifest.content);
      await t.storage.put(`${scormStoragePrefix(item.id)}/imsmanifest.xml`, bytes, "application/xml");
    }
    const launch = () =>
      t.inject({ method: "GET", url: `/api/medialibrary/scorms/${item.id}/launch`, headers: bearer(creator.token) });
    return { item, launch };
  }

  it("reads the tree from the stored manifest on launch and keeps it with the package", async () => {
    const { item, launch } = await oldPackage(true);
    const res = await launch();
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json() as { data: { tree?: { children: unknown[] }; scos: { identifier: string }[] } };
    expect(data.tree?.children.length).toBeGreaterThan(0);
    expect(data.scos.map((sco) => sco.identifier)).toEqual([
      "playing_item",
      "etuqiette_item",
      "handicapping_item",
      "havingfun_item",
      "test_1",
      "test_2",
      "test_3",
      "test_4",
    ]);
    const [row] = await t.db
      .select({ custom_properties: mediaItems.custom_properties })
      .from(mediaItems)
      .where(eq(mediaItems.id, item.id));
    expect(row?.custom_properties.scorm?.tree).toEqual(data.tree);
    // The rest of the media item's facts stay, and so does the package's own title.
    expect(row?.custom_properties.mime_type).toBe("application/zip");
    expect(row?.custom_properties.scorm?.title).toBe(OLD_INFO.title);

    // Kept: the next launch reads no manifest.
    const get = vi.spyOn(t.storage, "get");
    try {
      expect((await launch()).json().data.tree).toEqual(data.tree);
      expect(get).not.toHaveBeenCalled();
    } finally {
      get.mockRestore();
    }
  });

  it("launches a package whose manifest is gone as it was stored, and looks only once", async () => {
    const { launch } = await oldPackage(false);
    const get = vi.spyOn(t.storage, "get");
    try {
      const first = await launch();
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data.tree).toBeUndefined();
      expect(first.json().data.scos).toHaveLength(1);
      const reads = get.mock.calls.length;
      expect(reads).toBeGreaterThan(0);
      expect((await launch()).statusCode).toBe(200);
      expect(get.mock.calls.length).toBe(reads);
    } finally {
      get.mockRestore();
    }
  });
});
