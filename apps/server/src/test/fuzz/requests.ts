import fc from "fast-check";
import type { InjectOptions, RouteOptions } from "fastify";
import { $ZodObject, $ZodType } from "zod/v4/core";
import { HOSTILE_QUERIES, HOSTILE_SEGMENTS, HOSTILE_STRINGS, hostileValue } from "./hostile";
import { arbitraryFor, type FuzzMode, type FuzzPools } from "./zodArbitrary";

/** What the requests of one route are made with: the owner's world and how they sign in. */
export interface FuzzWorld {
  pools: FuzzPools;
  /** Headers that sign the request in for this route (a bearer token, or an integration's Basic credentials). */
  auth: Record<string, string>;
  /** A small real PNG, for uploads that get as far as the file. */
  png: Buffer;
}

type Method = NonNullable<InjectOptions["method"]>;
type Payload = Pick<InjectOptions, "payload" | "headers">;

const MODES: FuzzMode[] = ["plausible", "plausible", "poisoned", "hostile"];

const schemaPart = (route: RouteOptions, part: "body" | "querystring" | "params"): $ZodType | undefined => {
  const value = route.schema?.[part];
  return value instanceof $ZodType ? value : undefined;
};

/** Whether the route takes multipart/form-data (its OpenAPI `consumes` says so). */
export function takesMultipart(route: RouteOptions): boolean {
  const consumes = route.schema?.consumes;
  return Array.isArray(consumes) && consumes.includes("multipart/form-data");
}

/** Requests of one route: its path ids, query and body drawn from its own schemas, bent one of several ways. */
export function requestsFor(route: RouteOptions, method: Method, world: FuzzWorld): fc.Arbitrary<InjectOptions> {
  return fc.constantFrom(...MODES).chain((mode) =>
    fc
      .record({
        path: pathOf(route, mode, world.pools),
        query: queryOf(schemaPart(route, "querystring"), mode, world.pools),
        payload: payloadOf(route, method, mode, world),
        auth: fc.oneof({ weight: 15, arbitrary: fc.constant(world.auth) }, fc.constantFrom(...ODD_AUTH)),
      })
      .map(({ path, query, payload, auth }) => ({
        method,
        url: query ? `${path}?${query}` : path,
        payload: payload.payload,
        headers: { ...auth, ...payload.headers },
      })),
  );
}

/** A value as a path or query carries it; objects (whose own "toString" may be a string) as JSON. */
const asText = (value: unknown): string =>
  typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);

/** Encodes what can be encoded; a lone surrogate cannot be percent-encoded, so it goes as its replacement. */
function encode(value: string): string {
  return encodeURIComponent(Buffer.from(value, "utf8").toString("utf8"));
}

/** What a wildcard path may be asked for: real-looking keys, traversal, NUL, controls, very long. */
const WILDCARDS = [
  "avatars/0123.webp",
  "avatars/%00.webp",
  "avatars/a%00b",
  "avatars/../../etc/passwd",
  "avatars/..%2f..%2fsecret",
  "avatars/%E2%80%AE",
  `avatars/${"a".repeat(5000)}`,
  "x",
  "",
];

function pathOf(route: RouteOptions, mode: FuzzMode, pools: FuzzPools): fc.Arbitrary<string> {
  const params = schemaPart(route, "params");
  const shape = params instanceof $ZodObject ? params._zod.def.shape : {};
  const segments = route.url.split("/").map((segment): fc.Arbitrary<string> => {
    if (segment === "*") return fc.constantFrom(...WILDCARDS);
    if (!segment.startsWith(":")) return fc.constant(segment);
    const name = segment.slice(1);
    const schema = shape[name];
    const right = schema
      ? arbitraryFor(schema, "plausible", pools, name).map((value) => encode(asText(value)))
      : fc.constantFrom(...pools.ids.map(String));
    return fc.oneof({ weight: mode === "hostile" ? 1 : 4, arbitrary: right }, fc.constantFrom(...HOSTILE_SEGMENTS));
  });
  return fc.tuple(...segments).map((parts) => parts.join("/"));
}

function queryOf(schema: $ZodType | undefined, mode: FuzzMode, pools: FuzzPools): fc.Arbitrary<string> {
  const fromSchema = (schema ? arbitraryFor(schema, mode, pools) : fc.constant({})).map(toQuery);
  return fc.oneof(
    { weight: 6, arbitrary: fromSchema },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_QUERIES) },
    { weight: 1, arbitrary: fc.tuple(fromSchema, fc.constantFrom(...HOSTILE_QUERIES)).map((q) => q.join("&")) },
  );
}

function toQuery(value: unknown): string {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "";
  const parts: string[] = [];
  for (const [key, field] of Object.entries(value)) {
    for (const item of Array.isArray(field) ? field : [field]) {
      if (item === undefined) continue;
      parts.push(`${encode(key)}=${encode(asText(item))}`);
    }
  }
  return parts.join("&");
}

const json = (value: unknown): Payload => ({
  payload: JSON.stringify(value) ?? "null",
  headers: { "content-type": "application/json" },
});

const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString("base64")}`;

/** Credentials no one was given: NUL in a Basic client id or a token, huge, empty, the wrong scheme. */
const ODD_AUTH: Record<string, string>[] = [
  { authorization: basic("a\u0000b:secret") },
  { authorization: basic("\u202eclient:") },
  { authorization: basic(`${"c".repeat(5000)}:x`) },
  { authorization: "Basic !!!" },
  { authorization: "Bearer a\u0000b" },
  { authorization: `Bearer ${"t".repeat(10_000)}` },
  { authorization: "Bearer" },
  {},
];

/** Bodies that are not JSON objects at all, or not what the content type says. */
const ODD_BODIES: Payload[] = [
  { payload: "{", headers: { "content-type": "application/json" } },
  { payload: "", headers: { "content-type": "application/json" } },
  { payload: "null", headers: { "content-type": "application/json" } },
  { payload: '"\\ud800"', headers: { "content-type": "application/json" } },
  { payload: '{"__proto__":{"admin":true}}', headers: { "content-type": "application/json" } },
  { payload: '{"a":1,"a":2}', headers: { "content-type": "application/json" } },
  { payload: '{"title":"x"}', headers: { "content-type": "text/plain" } },
  { payload: "title=%00&a[b]=1", headers: { "content-type": "application/x-www-form-urlencoded" } },
  { payload: "<xml/>", headers: { "content-type": "application/xml" } },
  { payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b]), headers: { "content-type": "application/json" } },
  { payload: `${"[".repeat(400_000)}${"]".repeat(400_000)}`, headers: { "content-type": "application/json" } },
  { payload: `${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}`, headers: { "content-type": "application/json" } },
];

function payloadOf(route: RouteOptions, method: Method, mode: FuzzMode, world: FuzzWorld): fc.Arbitrary<Payload> {
  if (takesMultipart(route)) return multipartOf(mode, world);
  if (method === "GET" || method === "HEAD") return fc.constant({});
  const schema = schemaPart(route, "body");
  const body = (schema ? arbitraryFor(schema, mode, world.pools) : hostileValue).map(json);
  return fc.oneof(
    { weight: 8, arbitrary: body },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_BODIES) },
    { weight: 1, arbitrary: multipartOf(mode, world) },
  );
}

interface Part {
  name: string;
  value: Buffer;
  fileName?: string;
  /** A part with a content type busboy takes for a file, with or without a file name. */
  typed?: boolean;
}

const BOUNDARY = "----coursewright-fuzz";

function multipart(parts: Part[]): Buffer {
  const chunks = parts.flatMap((part) => {
    const file = part.fileName === undefined ? "" : `; filename="${part.fileName}"`;
    const type = part.fileName === undefined && !part.typed ? "" : "Content-Type: application/octet-stream\r\n";
    return [
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n${type}\r\n`),
      part.value,
      Buffer.from("\r\n"),
    ];
  });
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

const FILE_NAMES = ["picture.png", "", "\u202egnp.exe.png", "a\u0000b.png", "../../x.png", "x".repeat(400), "🎓.png"];
const POISONED = ["Fuzz\u0000", "\u202eFuzz", "a\u0000b.png", "\u2067x\u2069.png"];

/**
 * Uploads: a real image with right or poisoned fields and names (to reach storage and the database), and broken
 * ones: no boundary, a boundary too long, cut short, a file part without a name, an empty file, odd fields.
 */
function multipartOf(mode: FuzzMode, world: FuzzWorld): fc.Arbitrary<Payload> {
  const texts = (right: readonly string[]) =>
    mode === "plausible"
      ? fc.constantFrom(...right)
      : mode === "poisoned"
        ? fc.constantFrom(...POISONED)
        : fc.oneof(fc.constantFrom(...right), fc.constantFrom(...HOSTILE_STRINGS));
  const field = (name: string, right: readonly string[]) =>
    texts(right).map((value): Part => ({ name, value: Buffer.from(value) }));
  const goodFile = texts(["picture.png"]).map((fileName): Part => ({ name: "file", value: world.png, fileName }));
  const oddFile = fc
    .record({
      fileName: fc.option(fc.constantFrom(...FILE_NAMES), { nil: undefined }),
      typed: fc.boolean(),
      value: fc.constantFrom(world.png, Buffer.alloc(0), Buffer.from("not an image"), Buffer.from("%PDF-1.4\n")),
    })
    .map((f): Part => ({ name: "file", ...f }));
  const parts = fc
    .tuple(
      fc.option(field("title", ["Fuzz", "", " "])),
      fc.option(field("folder_id", ["", "null", ...world.pools.ids.map(String)])),
      fc.oneof({ weight: 4, arbitrary: goodFile }, oddFile, fc.constant(null)),
    )
    .map((items) => items.filter((p): p is Part => p !== null));
  const headers = { "content-type": `multipart/form-data; boundary=${BOUNDARY}` };
  return fc.oneof(
    { weight: mode === "hostile" ? 1 : 6, arbitrary: parts.map((p) => ({ payload: multipart(p), headers })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Payload>(
        { payload: multipart([]), headers: { "content-type": "multipart/form-data" } },
        { payload: multipart([]), headers: { "content-type": `multipart/form-data; boundary=${"b".repeat(300)}` } },
        { payload: multipart([{ name: "file", value: world.png, fileName: "x.png" }]).subarray(0, 60), headers },
        { payload: Buffer.from(`--${BOUNDARY}\r\n\r\n`), headers },
        { payload: Buffer.alloc(0), headers },
        { payload: multipart([{ name: "file", value: world.png, typed: true }]), headers },
        { payload: multipart([{ name: "file", value: Buffer.alloc(0), fileName: "empty.png" }]), headers },
        { payload: multipart([{ name: "x".repeat(300), value: Buffer.from("1") }]), headers },
      ),
    },
  );
}
