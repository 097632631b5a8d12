import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The server project shares one module graph between its test files (vitest.config.ts, isolate: false), where a
// module mock would reach modules another file already loaded, or leak into the next files.
describe("server test files", () => {
  it("mock modules only in *.isolated.test.ts files, which run in a module graph of their own", () => {
    const root = join(import.meta.dirname, "..");
    const mocking = readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".test.ts") && !file.endsWith(".isolated.test.ts"))
      .filter((file) => /\bvi\.(mock|doMock|unmock|resetModules)\(/.test(readFileSync(join(root, file), "utf8")));
    expect(mocking).toEqual([]);
  });
});
