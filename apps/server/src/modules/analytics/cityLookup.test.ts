import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bundledGeoDataDir, createCityLookup, ipv4ToNumber, ipv6Prefix } from "./cityLookup";

describe("address parsing", () => {
  it("reads IPv4 as an unsigned number and refuses what is not one", () => {
    expect(ipv4ToNumber("0.0.0.0")).toBe(0);
    expect(ipv4ToNumber("255.255.255.255")).toBe(0xffffffff);
    expect(ipv4ToNumber("81.2.69.160")).toBe(((81 * 256 + 2) * 256 + 69) * 256 + 160);
    expect(ipv4ToNumber("256.1.1.1")).toBeNull();
    expect(ipv4ToNumber("2001:db8::1")).toBeNull();
  });

  it("reads the first 64 bits of IPv6, with :: anywhere and an IPv4 tail", () => {
    expect(ipv6Prefix("2001:db8:1:2:3:4:5:6")).toBe(0x2001_0db8_0001_0002n);
    expect(ipv6Prefix("2001:db8::1")).toBe(0x2001_0db8_0000_0000n);
    expect(ipv6Prefix("::1")).toBe(0n);
    expect(ipv6Prefix("2a00:1450:4001:81c::200e")).toBe(0x2a00_1450_4001_081cn);
    expect(ipv6Prefix("64:ff9b:1:2::1.2.3.4")).toBe(0x0064_ff9b_0001_0002n);
    expect(ipv6Prefix("1.2.3.4")).toBeNull();
    expect(ipv6Prefix("not an address")).toBeNull();
  });
});

/** A table of ranges in the bundled files' layout, to test the search's edges on data we know. */
function syntheticTables(v4: [start: number, end: number, location: number][], cities: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "geo-"));
  const v4Table = Buffer.alloc(v4.length * 24);
  v4.forEach(([start, end, location], i) => {
    v4Table.writeUInt32BE(start, i * 24);
    v4Table.writeUInt32BE(end, i * 24 + 4);
    v4Table.writeUInt32BE(location, i * 24 + 8);
  });
  const names = Buffer.alloc(cities.length * 88);
  cities.forEach((city, i) => {
    names.write(city, i * 88 + 42, "utf8");
  });
  writeFileSync(join(dir, "geoip-city.dat"), v4Table);
  writeFileSync(join(dir, "geoip-city6.dat"), Buffer.alloc(0));
  writeFileSync(join(dir, "geoip-city-names.dat"), names);
  return dir;
}

describe("createCityLookup on a known table", () => {
  const n = (ip: string) => ipv4ToNumber(ip) ?? -1;
  const dir = syntheticTables(
    [
      [n("1.0.0.0"), n("1.0.0.255"), 0],
      [n("1.0.1.0"), n("1.0.1.255"), 0xffffffff],
      [n("2.0.0.0"), n("2.255.255.255"), 1],
      [n("9.0.0.0"), n("9.0.0.0"), 2],
    ],
    ["Zürich", "São Paulo", ""],
  );
  const lookup = createCityLookup(dir);
  afterAll(() => lookup.close());

  it("finds the first and the last range, inclusive of both ends", async () => {
    expect(await lookup.cityOf("1.0.0.0")).toBe("Zürich");
    expect(await lookup.cityOf("1.0.0.255")).toBe("Zürich");
    expect(await lookup.cityOf("2.128.3.4")).toBe("São Paulo");
    expect(await lookup.cityOf("::ffff:2.0.0.1")).toBe("São Paulo");
  });

  it("answers Undefined between ranges, outside them, without a location or a city name", async () => {
    for (const ip of ["0.255.255.255", "1.0.2.0", "8.8.8.8", "200.1.1.1", "1.0.1.7", "9.0.0.0", "::1", "junk"]) {
      expect(await lookup.cityOf(ip)).toBe("Undefined");
    }
  });
});

describe("createCityLookup on the bundled GeoLite2 data", () => {
  const lookup = createCityLookup(bundledGeoDataDir());
  afterAll(() => lookup.close());

  it("places addresses of the pinned data set in their cities, IPv4 and IPv6", async () => {
    expect(await lookup.cityOf("81.2.69.160")).toBe("St Albans");
    expect(await lookup.cityOf("134.58.253.57")).toBe("Leuven");
    expect(await lookup.cityOf("::ffff:134.58.253.57")).toBe("Leuven");
    expect(await lookup.cityOf("2a00:1450:4001:81c::200e")).toBe("Frankfurt am Main");
  });

  it("answers Undefined for private, loopback and documentation addresses, and for a country without a city", async () => {
    for (const ip of ["127.0.0.1", "10.1.2.3", "192.168.1.1", "203.0.113.9", "::1", "8.8.8.8"]) {
      expect(await lookup.cityOf(ip)).toBe("Undefined");
    }
  });
});

describe("createCityLookup without data", () => {
  it("answers Undefined and reports the problem once", async () => {
    const problems: unknown[] = [];
    const lookup = createCityLookup(join(tmpdir(), "no-such-geo-folder"), (error) => problems.push(error));
    expect(await lookup.cityOf("81.2.69.160")).toBe("Undefined");
    expect(await lookup.cityOf("134.58.253.57")).toBe("Undefined");
    expect(problems).toHaveLength(1);
    await lookup.close();
  });
});
