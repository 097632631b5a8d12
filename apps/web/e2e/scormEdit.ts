import yazl from "yazl";
import { fixtureBytes } from "./scormCourse";
import { unzip } from "./scormPackage";

/** A real package with its imsmanifest.xml edited (a time limit, say), zipped again. */
export async function withEditedManifest(fixture: string, edit: (xml: string) => string): Promise<Buffer> {
  const files = await unzip(fixtureBytes(fixture));
  const zip = new yazl.ZipFile();
  for (const [name, content] of files) {
    if (name.endsWith("/")) continue;
    zip.addBuffer(name === "imsmanifest.xml" ? Buffer.from(edit(String(content))) : content, name);
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
