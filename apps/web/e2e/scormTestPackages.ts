// Small SCORM 2004 4th Edition packages written by the tests themselves (a manifest and SCOs that only start the
// runtime: the test drives the API), and a course that plays several of them, one page each.
import { type APIRequestContext, expect } from "@playwright/test";
import yazl from "yazl";
import { auth, BLOCK_FIELDS, emptySave, tokenOf, unique } from "./courseFactory";
import { CREATOR, LEARNER } from "./support";

/** A SCO whose page finds the runtime in its ancestors and calls Initialize on load. */
const sco = (title: string) => `<!doctype html><html lang="en"><head><title>${title}</title><script>
  function findApi() { let w = window; for (let i = 0; i < 10; i++) { if (w.API_1484_11) return w.API_1484_11;
    if (w === w.parent) break; w = w.parent; } return null; }
  window.addEventListener("load", () => findApi()?.Initialize(""));
</script></head><body><h1 id="sco">${title}</h1></body></html>`;

/** A manifest of one organization (`items` and its `sequencing`) whose resources are `scos` (id: title). */
export function manifest(title: string, items: string, scos: Record<string, string>, sequencing = ""): string {
  const resources = Object.keys(scos)
    .map(
      (id) =>
        `<resource identifier="${id}_res" type="webcontent" adlcp:scormType="sco" href="${id}.html"><file href="${id}.html"/></resource>`,
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="cw.test.${unique()}" version="1" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3" xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="org"><organization identifier="org"><title>${title}</title>${items}${sequencing}</organization></organizations>
  <resources>${resources}</resources>
</manifest>`;
}

/** The zip of `manifestXml` with one page per SCO (id: title). */
export async function packageZip(manifestXml: string, scos: Record<string, string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(manifestXml), "imsmanifest.xml");
  for (const [id, title] of Object.entries(scos)) zip.addBuffer(Buffer.from(sco(title)), `${id}.html`);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const PAGE_FIELDS = {
  time_limit: null,
  background_color: null,
  background_image_media_id: null,
  background_size: null,
  background_repeat: null,
  background_position: null,
};

/**
 * A course of the creator with each package in a SCORM block on its own page (`onePage`: one under the other on
 * the first page), not required so the learner may move on, shared with the learner: the learner's player URL.
 */
export async function packagesCourse(request: APIRequestContext, zips: Buffer[], onePage = false) {
  const headers = auth(await tokenOf(request, CREATOR));
  const scormIds: number[] = [];
  for (const [i, buffer] of zips.entries()) {
    const uploaded = await request.post("/api/medialibrary/upload_scorm", {
      headers,
      multipart: { file: { name: `${unique()}-${i}.zip`, mimeType: "application/zip", buffer } },
    });
    expect(uploaded.ok(), await uploaded.text()).toBeTruthy();
    scormIds.push((await uploaded.json()).data.id);
  }
  const created = await request.post("/api/courses", {
    headers,
    data: { title: `Packages ${unique()}`, with_topics: true, attempts: null, min_pass_percent: 0 },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const courseId: number = (await created.json()).data.id;
  const contents = (await (await request.get(`/api/courses/${courseId}`, { headers })).json()).data;
  const topicId: number = contents.topics[0].id;
  const pageId = (i: number): number => (i === 0 || onePage ? contents.pages[0].id : -2 - i);
  const saved = await request.post(`/api/course_builder/update_course/${courseId}`, {
    headers,
    data: {
      ...emptySave(),
      updated_pages: [{ id: pageId(0), topic_id: topicId, order: 0, title: "Package 1", ...PAGE_FIELDS }],
      new_pages: (onePage ? [] : scormIds.slice(1)).map((_, i) => ({
        id: pageId(i + 1),
        topic_id: topicId,
        order: i + 1,
        title: `Package ${i + 2}`,
        ...PAGE_FIELDS,
      })),
      new_page_blocks: scormIds.map((_, i) => ({
        ...BLOCK_FIELDS,
        id: -100 - i,
        page_id: pageId(i),
        type: 19,
        text: null,
        completion_required: false,
        displaying_settings: { x: 0, y: onePage ? i * 40 : 0, w: 12, h: 40, i: String(-100 - i) },
      })),
      new_page_blocks_media: scormIds.map((id, i) => ({
        id: -1000 - i,
        block_id: -100 - i,
        medialibrary_item_id: id,
        alt_text: null,
        text: null,
        title: `Package ${i + 1}`,
        order: 0,
        settings: {},
        background_color: null,
      })),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const share = await request.post("/api/course_shares", {
    headers,
    data: { course_id: courseId, kind: "email", emails: [LEARNER.email] },
  });
  expect(share.status(), await share.text()).toBe(201);
  const pageIds = (await saved.json()).data.pages_order as number[];
  return { courseId, pageIds, url: `/coursePlayer/${courseId}?share_id=${(await share.json()).data.id}` };
}
