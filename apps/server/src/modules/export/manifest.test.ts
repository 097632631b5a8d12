import { readFile } from "node:fs/promises";
import type { ScormVersion } from "@coursewright/course-model";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { FIXTURES_DIR } from "../scorm/testZips";
import { buildManifest, SCO_FILES } from "./manifest";
import { schemaFiles } from "./packageFiles";
import { readZip } from "./testing";

/** The namespaces a manifest of each version uses, and the shipped XSD of each. */
const NAMESPACES: Record<ScormVersion, [string, string][]> = {
  "1.2": [
    ["http://www.imsproject.org/xsd/imscp_rootv1p1p2", "imscp_rootv1p1p2.xsd"],
    ["http://www.adlnet.org/xsd/adlcp_rootv1p2", "adlcp_rootv1p2.xsd"],
  ],
  "2004": [
    ["http://www.imsglobal.org/xsd/imscp_v1p1", "imscp_v1p1.xsd"],
    ["http://www.adlnet.org/xsd/adlcp_v1p3", "adlcp_v1p3.xsd"],
    ["http://www.adlnet.org/xsd/adlseq_v1p3", "adlseq_v1p3.xsd"],
    ["http://www.adlnet.org/xsd/adlnav_v1p3", "adlnav_v1p3.xsd"],
    ["http://www.imsglobal.org/xsd/imsss", "imsss_v1p0.xsd"],
  ],
};

/**
 * Validates against the version's XSDs (the ones real packages ship, which the export ships too). xmllint
 * takes one schema, so a small one imports every namespace the manifest uses.
 */
async function validate(xml: string, version: ScormVersion) {
  const imports = NAMESPACES[version].map(([ns, file]) => `<xs:import namespace="${ns}" schemaLocation="${file}"/>`);
  const schema = `<?xml version="1.0"?><xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">${imports.join("")}</xs:schema>`;
  const preload = (await schemaFiles(version)).map((file) => ({ fileName: file.name, contents: file.content }));
  return validateXML({
    xml: { fileName: "imsmanifest.xml", contents: xml },
    schema: { fileName: "scorm-manifest.xsd", contents: schema },
    preload,
  });
}

const FIXTURE_OF: Record<ScormVersion, string> = {
  "1.2": "RuntimeBasicCalls_SCORM12.zip",
  "2004": "RuntimeBasicCalls_SCORM20043rdEdition.zip",
};

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", removeNSPrefix: false });

/** The structure a SCORM player reads: namespaces, schema version, default organization, item to SCO resource. */
function structure(xml: string) {
  const { manifest } = parser.parse(xml);
  const organizations = manifest.organizations;
  const organization = [organizations.organization].flat()[0];
  const item = [organization.item].flat()[0];
  const resource = [manifest.resources.resource]
    .flat()
    .find((r: Record<string, string>) => r["@identifier"] === item["@identifierref"]);
  return {
    xmlns: manifest["@xmlns"],
    adlcp: manifest["@xmlns:adlcp"],
    schema: manifest.metadata.schema,
    defaultIsFirst: organizations["@default"] === organization["@identifier"],
    scormType: resource?.["@adlcp:scormtype"] ?? resource?.["@adlcp:scormType"],
    resourceType: resource?.["@type"],
    launchListed: [resource?.file]
      .flat()
      .some((file: Record<string, string>) => file?.["@href"] === resource?.["@href"]),
  };
}

describe("imsmanifest.xml", () => {
  for (const version of ["1.2", "2004"] as const) {
    it(`SCORM ${version}: validates against the version's XSDs`, async () => {
      const result = await validate(buildManifest({ courseId: 42, title: 'Fire & "Safety" <2>', version }), version);
      expect(result.errors.filter((error) => /validity error/.test(error.rawMessage))).toEqual([]);
      expect(result.valid).toBe(true);
    });

    it(`SCORM ${version}: the validation does catch an invalid manifest`, async () => {
      const broken = buildManifest({ courseId: 42, title: "x", version }).replace(
        'identifierref="resource_1"',
        'identifierref="resource_1" launch="no"',
      );
      const result = await validate(broken, version);
      expect(result.valid).toBe(false);
    });

    it(`SCORM ${version}: the validation accepts the real package's own manifest`, async () => {
      const files = await readZip(await readFile(`${FIXTURES_DIR}${FIXTURE_OF[version]}`));
      const real = files.get("imsmanifest.xml")?.toString("utf8") ?? "";
      expect((await validate(real, version)).valid).toBe(true);
    });

    it(`SCORM ${version}: has the structure of the real package (namespaces, one SCO launched from a listed file)`, async () => {
      const files = await readZip(await readFile(`${FIXTURES_DIR}${FIXTURE_OF[version]}`));
      const real = structure(files.get("imsmanifest.xml")?.toString("utf8") ?? "");
      const ours = structure(buildManifest({ courseId: 42, title: "x", version }));
      expect(ours).toEqual(real);
      expect(ours).toMatchObject({ scormType: "sco", resourceType: "webcontent", launchListed: true });
    });
  }

  it("SCORM 2004: declares the edition of the XSDs it ships, which are the real 3rd Edition package's own", async () => {
    const files = await readZip(await readFile(`${FIXTURES_DIR}${FIXTURE_OF["2004"]}`));
    const shipped = new Map((await schemaFiles("2004")).map((file) => [file.name, file.content]));
    for (const name of ["imscp_v1p1.xsd", "adlcp_v1p3.xsd", "adlseq_v1p3.xsd", "adlnav_v1p3.xsd", "imsss_v1p0.xsd"])
      expect(Buffer.from(shipped.get(name) ?? "").equals(files.get(name) ?? Buffer.alloc(0)), name).toBe(true);
    const edition = (xml: string) => /<schemaversion>([^<]*)<\/schemaversion>/.exec(xml)?.[1];
    const ours = buildManifest({ courseId: 42, title: "x", version: "2004" });
    expect(edition(ours)).toBe(edition(files.get("imsmanifest.xml")?.toString("utf8") ?? ""));
    expect(edition(ours)).toBe("2004 3rd Edition");
  });

  it("lists the launcher's files in the SCO resource", () => {
    for (const file of SCO_FILES)
      expect(buildManifest({ courseId: 1, title: "x", version: "2004" })).toContain(`<file href="${file}"/>`);
  });
});
