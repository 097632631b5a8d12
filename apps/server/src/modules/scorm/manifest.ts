import type { ScormPackageInfo, ScormSco } from "@coursewright/course-model";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { ScormPackageError } from "./errors";
import { scoData, sequencingCollection } from "./manifestData";
import { activityTree } from "./manifestSequencing";

type XmlNode = { [key: string]: unknown };

const REPEATED = new Set(["organization", "item", "resource", "file", "dependency"]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  // Packages spell prefixes as they like (adlcp:, imscp:, none); the local names are what matter here.
  removeNSPrefix: true,
  parseAttributeValue: false,
  parseTagValue: false,
  trimValues: true,
  isArray: (name, _path, _leaf, isAttribute) => !isAttribute && REPEATED.has(name),
});

const isNode = (value: unknown): value is XmlNode => typeof value === "object" && value !== null;

function nodes(parent: XmlNode | undefined, name: string): XmlNode[] {
  const value = parent?.[name];
  if (Array.isArray(value)) return value.filter(isNode);
  return isNode(value) ? [value] : [];
}

function child(parent: XmlNode | undefined, name: string): XmlNode | undefined {
  return nodes(parent, name)[0];
}

/** An attribute by local name, ignoring case (SCORM 1.2 writes scormtype, 2004 scormType). */
function attr(node: XmlNode | undefined, name: string): string | undefined {
  if (!node) return undefined;
  const wanted = `@_${name.toLowerCase()}`;
  for (const [key, value] of Object.entries(node)) {
    if (key.toLowerCase() === wanted && typeof value === "string") return value.trim();
  }
  return undefined;
}

/** Text of an element that may be plain (`<title>x</title>`) or carry attributes (`#text`). */
function text(node: unknown): string | undefined {
  if (typeof node === "string") return node.trim() || undefined;
  if (typeof node === "number") return String(node);
  if (Array.isArray(node)) return text(node[0]);
  if (isNode(node)) return text(node["#text"]);
  return undefined;
}

function detectVersion(manifest: XmlNode, xml: string): Pick<ScormPackageInfo, "version" | "edition"> {
  const declared = text(child(manifest, "metadata")?.schemaversion);
  if (declared) {
    if (declared === "1.2") return { version: "1.2", edition: "1.2" };
    if (/^2004\b/i.test(declared) || /^CAM\s*1\.3$/i.test(declared)) return { version: "2004", edition: declared };
  }
  // No (or an unknown) schemaversion: the ADL content-packaging namespace still tells which runtime the SCOs expect.
  if (/adlcp_v1p3|imscp_v1p1["'\s]|adlnav_v1p3|imsss/i.test(xml)) return { version: "2004", edition: "2004" };
  return { version: "1.2", edition: "1.2" };
}

/** The title of a package made of one loose resource is that resource's; several name no package. */
const onlyTitle = (scos: ScormSco[]) => (scos.length === 1 ? scos[0]?.title : undefined);

const PACKAGE_ROOT = "http://package.invalid/root/";

/** xml:base values are folders; a missing trailing slash would make URL resolution drop the last segment. */
function asFolder(base: string | undefined): string | undefined {
  if (!base) return undefined;
  return base.endsWith("/") ? base : `${base}/`;
}

/**
 * The href of a resource resolved against the xml:base of the manifest, of <resources> and of the resource
 * itself (each relative to the one before), as a path relative to the package root with its query string.
 * null when it leaves the package (an absolute URL or climbing above the root).
 */
export function resolveHref(href: string, bases: (string | undefined)[]): string | null {
  let base = new URL(PACKAGE_ROOT);
  try {
    for (const part of bases) {
      const folder = asFolder(part);
      if (folder) base = new URL(folder, base);
    }
    const url = new URL(href, base);
    const root = new URL(PACKAGE_ROOT);
    if (url.origin !== root.origin || !url.pathname.startsWith(root.pathname)) return null;
    const path = url.pathname.slice(root.pathname.length);
    return path ? `${path}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** Item parameters (SCORM CAM: "?a=b", "a=b" or "#frag") added to a launch href that may already have a query. */
export function appendParameters(launch: string, parameters: string | undefined): string {
  const value = parameters?.trim();
  if (!value) return launch;
  if (value.startsWith("#")) return launch.includes("#") ? launch : `${launch}${value}`;
  const query = value.replace(/^[?&]+/, "");
  if (!query) return launch;
  const hashAt = launch.indexOf("#");
  const [beforeHash, hash] = hashAt >= 0 ? [launch.slice(0, hashAt), launch.slice(hashAt)] : [launch, ""];
  return `${beforeHash}${beforeHash.includes("?") ? "&" : "?"}${query}${hash}`;
}

interface Resource {
  isSco: boolean;
  /** The title of the resource's own metadata (LOM general/title), if it has one. */
  title: string | undefined;
  /** Resolved launch path, null when the resource has no usable href. */
  href: string | null;
}

function flattenItems(parent: XmlNode, out: XmlNode[] = []): XmlNode[] {
  for (const item of nodes(parent, "item")) {
    out.push(item);
    flattenItems(item, out);
  }
  return out;
}

/**
 * The LOM title in a resource's inline metadata: `<metadata><lom><general><title><string>` (SCORM 2004, LOM
 * 1.0) or `<langstring>` (SCORM 1.2, IMS MD 1.2.1); the first language given wins.
 */
function metadataTitle(resource: XmlNode): string | undefined {
  const title = child(child(child(child(resource, "metadata"), "lom"), "general"), "title");
  return text(title?.string) ?? text(title?.langstring) ?? text(title);
}

export interface ParseManifestOptions {
  /** The title when nothing in the manifest names the package: the uploaded file's name, without ".zip". */
  fallbackTitle?: string;
}

/**
 * Reads imsmanifest.xml: the SCORM version, and the launchable items of the default organisation in
 * document order (nested items depth-first). Throws ScormPackageError when it is not a usable manifest.
 * Titles come from the organisation and its items; a package without one is named by its resources'
 * metadata titles, then by `fallbackTitle` (never by an identifier like "R_A1", which means nothing to people).
 */
export function parseScormManifest(xml: string, options: ParseManifestOptions = {}): ScormPackageInfo {
  const { fallbackTitle } = options;
  if (XMLValidator.validate(xml) !== true) throw new ScormPackageError("scorm.manifest_invalid");
  const root: unknown = parser.parse(xml);
  const manifest = isNode(root) ? child(root, "manifest") : undefined;
  if (!manifest) throw new ScormPackageError("scorm.manifest_invalid");

  const { version, edition } = detectVersion(manifest, xml);
  const resourcesNode = child(manifest, "resources");
  const resources = new Map<string, Resource>();
  for (const resource of nodes(resourcesNode, "resource")) {
    const identifier = attr(resource, "identifier");
    const href = attr(resource, "href");
    if (!identifier) continue;
    resources.set(identifier, {
      title: metadataTitle(resource),
      isSco: attr(resource, "scormtype")?.toLowerCase() === "sco",
      href: href
        ? resolveHref(href, [attr(manifest, "base"), attr(resourcesNode, "base"), attr(resource, "base")])
        : null,
    });
  }

  const organizations = child(manifest, "organizations");
  const all = nodes(organizations, "organization");
  const defaultId = attr(organizations, "default");
  const organization = all.find((o) => defaultId && attr(o, "identifier") === defaultId) ?? all[0];

  const items = organization ? flattenItems(organization) : [];
  const collection = sequencingCollection(manifest);
  const launchable = items.flatMap((item) => {
    const resource = resources.get(attr(item, "identifierref") ?? "");
    if (!resource?.href) return [];
    const sco: ScormSco = {
      identifier: attr(item, "identifier") ?? "",
      title: text(item.title) ?? resource.title ?? attr(item, "identifier") ?? "",
      launch: appendParameters(resource.href, attr(item, "parameters")),
    };
    const data = scoData(version, item, collection);
    if (data) sco.data = data;
    return [{ resource, sco }];
  });
  // Content that marks no resource as a SCO (plain web content) still launches: take whatever has an href.
  // Such items are assets: they never call the API, so the player counts them completed once launched.
  const marked = launchable.filter((entry) => entry.resource.isSco);
  const asAsset = (sco: ScormSco, resource: Resource): ScormSco => (resource.isSco ? sco : { ...sco, asset: true });
  let scos = (marked.length > 0 ? marked : launchable).map((entry) => asAsset(entry.sco, entry.resource));
  if (scos.length === 0) {
    // No organisation items at all: some hand-made packages only list resources.
    const loose = [...resources.entries()].filter(([, r]) => r.href);
    const preferred = loose.some(([, r]) => r.isSco) ? loose.filter(([, r]) => r.isSco) : loose;
    const single = preferred.length === 1;
    scos = preferred.map(([identifier, r]) => {
      const launch = r.href ?? "";
      const title = r.title ?? (single ? fallbackTitle : undefined) ?? launch.replace(/[?#].*$/, "");
      return asAsset({ identifier, title, launch }, r);
    });
  }
  const first = scos[0];
  if (!first) throw new ScormPackageError("scorm.no_launch");

  const title =
    text(organization?.title) ?? (items.length > 0 ? first.title : (onlyTitle(scos) ?? fallbackTitle ?? first.title));
  const info: ScormPackageInfo = { version, edition, launch: first.launch, scos, title };
  const launchableIds = new Set(scos.map((sco) => sco.identifier));
  const tree = organization && activityTree(organization, launchableIds, version === "2004" ? collection : null);
  if (tree) info.tree = tree;
  return info;
}
