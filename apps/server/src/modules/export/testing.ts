import yauzl from "yauzl";

/** Every file of a zip in memory, by name (tests read exported packages with it). */
export function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
          stream.on("error", reject);
        });
      });
      zip.on("end", () => resolve(files));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

/** The launcher config injected into an exported index.html. */
export function launcherConfigOf(html: string): unknown {
  const match = /<script type="application\/json" id="coursewright-config">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error("no launcher config in the page");
  return JSON.parse(match[1]);
}
