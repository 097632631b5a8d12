// Each package in its own origin (issue 16 item 8). A CONTENT_ORIGIN whose host starts with "*." names one origin
// per package: https://*.content.example.com serves package 12 from https://p12.content.example.com only, so one
// package's scripts cannot read what another stored (localStorage, IndexedDB, host-only cookies). Without the
// wildcard every package shares the one content origin (the fallback the README describes with its risk).

/** scheme, "*." and the rest of the host, an optional port: the only wildcard form accepted. */
const WILDCARD =
  /^(https?):\/\/\*\.((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)(:\d{1,5})?$/i;

export interface WildcardOrigin {
  protocol: "http" | "https";
  /** The host after "*.", lower case (content.example.com, localhost). */
  suffix: string;
  /** ":3001", or "" for the scheme's default port. */
  port: string;
}

/** The parts of a wildcard content origin, or null when it names one host (or is malformed). */
export function parseWildcardOrigin(origin: string): WildcardOrigin | null {
  const match = WILDCARD.exec(origin);
  if (!match) return null;
  const [, protocol = "https", suffix = "", port = ""] = match;
  return { protocol: protocol.toLowerCase() as "http" | "https", suffix: suffix.toLowerCase(), port };
}

/** Why a CONTENT_ORIGIN cannot be used, or null: a "*" anywhere but as the whole first label of the host. */
export function contentOriginProblem(origin: string): string | null {
  if (!origin.includes("*")) return null;
  if (parseWildcardOrigin(origin)) return null;
  return "a wildcard must be the whole first label of the host, as in https://*.content.example.com (no path)";
}

/** The origin that serves one package: the wildcard's p{id} host, or the single content origin. */
export function packageOrigin(contentOrigin: string, mediaId: number): string {
  const wildcard = parseWildcardOrigin(contentOrigin);
  if (!wildcard) return contentOrigin;
  return `${wildcard.protocol}://p${mediaId}.${wildcard.suffix}${wildcard.port}`;
}

/** Without a wildcard one content origin serves every package: a host names no package of its own. */
export const SHARED_ORIGIN = "shared";

/**
 * The package a request's host name may read with a wildcard origin: 12 for p12.content.example.com, null for any
 * other host (the bare suffix, an address); SHARED_ORIGIN when there is no wildcard (one origin serves every package).
 */
export function hostPackage(contentOrigin: string, hostname: string): number | typeof SHARED_ORIGIN | null {
  const wildcard = parseWildcardOrigin(contentOrigin);
  if (!wildcard) return SHARED_ORIGIN;
  const host = hostname.toLowerCase();
  const label = host.endsWith(`.${wildcard.suffix}`) ? host.slice(0, -wildcard.suffix.length - 1) : "";
  const id = /^p([1-9]\d{0,11})$/.exec(label)?.[1];
  return id === undefined ? null : Number(id);
}
