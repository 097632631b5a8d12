// cmi5.xml validation for the tests: xmllint (libxml2 compiled to WebAssembly, shipped in the xmllint-wasm npm
// package, no download) against the course structure schema written from the cmi5 specification
// (testFixtures/cmi5CourseStructure.xsd: the published XSD cannot be fetched without network).
import { readFile } from "node:fs/promises";
import { validateXML } from "xmllint-wasm";

const SCHEMA = new URL("./testFixtures/cmi5CourseStructure.xsd", import.meta.url);
let schema: Promise<string> | null = null;

/** What the schema finds wrong with a cmi5.xml, one message a line; empty when it is valid. */
export async function cmi5SchemaErrors(xml: string): Promise<string[]> {
  schema ??= readFile(SCHEMA, "utf8");
  const result = await validateXML({
    xml: { fileName: "cmi5.xml", contents: xml },
    schema: { fileName: "CourseStructure.xsd", contents: await schema },
  });
  if (result.valid) return [];
  // A failed run that names no error (a schema that does not compile) must not read as "valid".
  return result.errors.length > 0 ? result.errors.map((error) => error.message) : [result.rawOutput || "invalid"];
}
