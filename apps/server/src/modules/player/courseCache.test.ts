import { describe, expect, it } from "vitest";
import { acceptsGzip, matchesEtag } from "./courseCache";

describe("acceptsGzip", () => {
  it("takes gzip when Accept-Encoding lists it without q=0", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("gzip;q=0.000, br")).toBe(false);
    expect(acceptsGzip("deflate, br")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe("matchesEtag", () => {
  const answer = { etag: '"abc"', gzipEtag: '"abc.gz"' };
  it("matches either representation's ETag, in a list, weak or *", () => {
    expect(matchesEtag('"abc"', answer)).toBe(true);
    expect(matchesEtag('"abc.gz"', answer)).toBe(true);
    expect(matchesEtag('"x", W/"abc"', answer)).toBe(true);
    expect(matchesEtag("*", answer)).toBe(true);
    expect(matchesEtag('"abd"', answer)).toBe(false);
    expect(matchesEtag(undefined, answer)).toBe(false);
  });
});
