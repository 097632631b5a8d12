import { open } from "node:fs/promises";
import { createRequire } from "node:module";
import { isIP } from "node:net";
import { dirname, join } from "node:path";

/**
 * The city of an IP address from a local copy of MaxMind's GeoLite2 City data, in the binary tables the
 * geoip-lite package ships (pinned to one version: the layout below is that version's). geoip-lite's own reader
 * loads ~150 MB into every process, synchronously, at the first lookup; a player beacon is one lookup per session,
 * so this reader binary-searches the files on disk instead (about 22 positional reads of 8 bytes) and costs no
 * memory. Spec 7's fallback, 'Undefined', answers every address the data does not place in a city.
 *
 * Layout: geoip-city.dat holds IPv4 ranges sorted by start, 24-byte records (start u32, end u32, location u32,
 * ...); geoip-city6.dat holds IPv6 ranges, 48-byte records (start 16 bytes, end 16 bytes, location u32, ...),
 * ordered and compared by their first 64 bits; geoip-city-names.dat holds 88-byte locations with the city name
 * in bytes 42..88, NUL-padded. Location 0xffffffff means "no location".
 */
export const UNDEFINED_CITY = "Undefined";

const V4 = { file: "geoip-city.dat", recordSize: 24, locationAt: 8 } as const;
const V6 = { file: "geoip-city6.dat", recordSize: 48, locationAt: 32 } as const;
const NAMES = { file: "geoip-city-names.dat", recordSize: 88, cityAt: 42 } as const;
const NO_LOCATION = 0xffffffff;

/** The folder of the data files geoip-lite installs with the server. */
export function bundledGeoDataDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve("geoip-lite/package.json")), "data");
}

/** An IPv4 address as an unsigned 32-bit number, or null when it is not one. */
export function ipv4ToNumber(ip: string): number | null {
  if (isIP(ip) !== 4) return null;
  return ip.split(".").reduce((value, part) => value * 256 + Number(part), 0);
}

/** The first 64 bits of an IPv6 address (what the tables compare), or null when it is not one. */
export function ipv6Prefix(ip: string): bigint | null {
  if (isIP(ip) !== 6) return null;
  const [head = "", tail = ""] = ip.split("::");
  const groups = (part: string) => (part === "" ? [] : part.split(":"));
  let left = groups(head);
  let right = groups(tail);
  // An embedded IPv4 tail (::ffff:1.2.3.4) stands for two groups; it never reaches the prefix's four groups.
  const last = right.at(-1) ?? left.at(-1) ?? "";
  if (last.includes(".")) {
    if (right.length > 0) right = [...right.slice(0, -1), "0", "0"];
    else left = [...left.slice(0, -1), "0", "0"];
  }
  const all = ip.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return all.slice(0, 4).reduce((value, group) => (value << 16n) | BigInt(Number.parseInt(group, 16)), 0n);
}

/** IPv4 inside IPv6 (::ffff:a.b.c.d), as proxies and dual-stack sockets report it. */
function mappedIpv4(ip: string): string | null {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return match?.[1] ?? null;
}

type Handle = Awaited<ReturnType<typeof open>>;

interface Table {
  handle: Handle;
  records: number;
}

async function openTable(dir: string, file: string, recordSize: number): Promise<Table> {
  const handle = await open(join(dir, file), "r");
  const { size } = await handle.stat();
  return { handle, records: Math.floor(size / recordSize) };
}

async function readAt(handle: Handle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  if (bytesRead !== length) throw new Error(`short read at ${position}`);
  return buffer;
}

/**
 * The location id of the range holding `key`, by binary search over sorted, non-overlapping ranges; null when
 * no range holds it. `bounds` reads a record's start and end.
 */
async function findLocation<K extends number | bigint>(
  table: Table,
  recordSize: number,
  locationAt: number,
  key: K,
  bounds: (record: Buffer) => [K, K],
): Promise<number | null> {
  let low = 0;
  let high = table.records - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const record = await readAt(table.handle, middle * recordSize, locationAt + 4);
    const [start, end] = bounds(record);
    if (key < start) high = middle - 1;
    else if (key > end) low = middle + 1;
    else {
      const location = record.readUInt32BE(locationAt);
      return location === NO_LOCATION ? null : location;
    }
  }
  return null;
}

export interface CityLookup {
  cityOf(ip: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A lookup over the data files in `dir`. The files open on the first lookup; when they are missing or unreadable
 * every address answers 'Undefined' and `onError` hears why once (analytics must never fail on geolocation).
 */
export function createCityLookup(dir: string, onError: (error: unknown) => void = () => undefined): CityLookup {
  let reported = false;
  const report = (error: unknown) => {
    if (reported) return;
    reported = true;
    onError(error);
  };
  let tables: Promise<{ v4: Table; v6: Table; names: Table } | null> | undefined;
  const load = () => {
    tables ??= Promise.all([
      openTable(dir, V4.file, V4.recordSize),
      openTable(dir, V6.file, V6.recordSize),
      openTable(dir, NAMES.file, NAMES.recordSize),
    ])
      .then(([v4, v6, names]) => ({ v4, v6, names }))
      .catch((error: unknown) => {
        report(error);
        return null;
      });
    return tables;
  };

  async function locationOf(ip: string, loaded: { v4: Table; v6: Table }): Promise<number | null> {
    const v4 = ipv4ToNumber(mappedIpv4(ip) ?? ip);
    if (v4 !== null) {
      return findLocation(loaded.v4, V4.recordSize, V4.locationAt, v4, (r) => [r.readUInt32BE(0), r.readUInt32BE(4)]);
    }
    const v6 = ipv6Prefix(ip);
    if (v6 === null) return null;
    return findLocation(loaded.v6, V6.recordSize, V6.locationAt, v6, (r) => [
      r.readBigUInt64BE(0),
      r.readBigUInt64BE(16),
    ]);
  }

  return {
    async cityOf(ip) {
      const loaded = await load();
      if (!loaded) return UNDEFINED_CITY;
      try {
        const location = await locationOf(ip, loaded);
        if (location === null || location >= loaded.names.records) return UNDEFINED_CITY;
        const record = await readAt(loaded.names.handle, location * NAMES.recordSize, NAMES.recordSize);
        const name = record.toString("utf8", NAMES.cityAt).replace(/\0.*$/s, "").trim();
        return name === "" ? UNDEFINED_CITY : name;
      } catch (error) {
        report(error);
        return UNDEFINED_CITY;
      }
    },
    async close() {
      const loaded = await tables;
      tables = undefined;
      if (loaded) await Promise.all([loaded.v4.handle.close(), loaded.v6.handle.close(), loaded.names.handle.close()]);
    },
  };
}
