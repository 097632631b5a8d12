import { isIPv4, isIPv6 } from "node:net";

/**
 * Which addresses the server may call on a creator's behalf (docs/decisions/020-outbound-addresses.md): only
 * public unicast ones. Everything else (loopback, private networks, link-local with the cloud metadata service,
 * carrier-grade NAT, documentation, multicast, reserved) could reach a service that trusts its network.
 */

/** IPv4 ranges that are not on the public internet (IANA special-purpose registry), as [first octets, bits]. */
const IPV4_BLOCKED: [number, number, number, number, number][] = [
  [0, 0, 0, 0, 8], // "this network", 0.0.0.0 reaches the local host
  [10, 0, 0, 0, 8],
  [100, 64, 0, 0, 10], // carrier-grade NAT
  [127, 0, 0, 0, 8],
  [169, 254, 0, 0, 16], // link-local, cloud metadata (169.254.169.254)
  [172, 16, 0, 0, 12],
  [192, 0, 0, 0, 24],
  [192, 0, 2, 0, 24],
  [192, 88, 99, 0, 24],
  [192, 168, 0, 0, 16],
  [198, 18, 0, 0, 15],
  [198, 51, 100, 0, 24],
  [203, 0, 113, 0, 24],
  [224, 0, 0, 0, 4], // multicast
  [240, 0, 0, 0, 4], // reserved, and the broadcast address
];

function ipv4Number(address: string): number {
  return address.split(".").reduce((n, octet) => n * 256 + Number(octet), 0);
}

function publicIpv4(value: number): boolean {
  return !IPV4_BLOCKED.some(([a, b, c, d, bits]) => {
    const base = ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    return (value & mask) >>> 0 === base;
  });
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail counts as the last two). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail) {
    const n = ipv4Number(tail);
    text = `${text.slice(0, -tail.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = rest ? rest.split(":") : [];
  const zeros = rest === undefined ? [] : new Array(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16));
}

function publicIpv6(groups: number[]): boolean {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const embedded = ((g6 << 16) | g7) >>> 0;
  // ::ffff:a.b.c.d (IPv4-mapped) and 64:ff9b::a.b.c.d (NAT64) reach the IPv4 address they carry.
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) return publicIpv4(embedded);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return publicIpv4(embedded);
  // 6to4 carries its IPv4 address in the second and third groups.
  if (g0 === 0x2002) return publicIpv4(((g1 << 16) | g2) >>> 0);
  // Only global unicast (2000::/3) is public: this leaves out ::, ::1, fc00::/7, fe80::/10, ff00::/8 and the rest.
  if ((g0 & 0xe000) !== 0x2000) return false;
  if (g0 === 0x2001 && g1 < 0x200) return false; // IETF protocol assignments, Teredo among them
  if (g0 === 0x2001 && g1 === 0xdb8) return false; // documentation
  if (g0 === 0x3fff && g1 < 0x1000) return false; // documentation (3fff::/20)
  return true;
}

/** Whether an IP address (IPv4 dotted, or IPv6) is a public unicast one; false for anything else, names too. */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return publicIpv4(ipv4Number(address));
  const bare = address.replace(/^\[|\]$/g, "");
  if (isIPv6(bare)) return publicIpv6(ipv6Groups(bare));
  return false;
}

/** A URL's host as a resolver or an IP check takes it: IPv6 without its brackets, no root dot, lower case. */
export function bareHost(url: URL): string {
  return url.hostname
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "")
    .toLowerCase();
}

/** Whether the host is written as an IP address (WHATWG URL already turned 0x7f.1 or 2130706433 into dotted). */
export function isAddressLiteral(host: string): boolean {
  return isIPv4(host) || isIPv6(host);
}

/** localhost and its subdomains always resolve to the host itself (RFC 6761). */
export function isLocalhostName(host: string): boolean {
  return host === "localhost" || host.endsWith(".localhost");
}
