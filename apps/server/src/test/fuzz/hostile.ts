import fc from "fast-check";

/** Strings that have broken servers: NUL, lone surrogates, bidirectional controls, huge, empty, numbers in text. */
export const HOSTILE_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\ud800x",
  "x\udfff",
  "\udc00\ud800",
  "\u202egnp.exe.png",
  "\u2066x\u2069",
  "\ufeff",
  "😀",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00",
  "0",
  "-1",
  "1.5",
  "1e400",
  "NaN",
  "2147483648",
  "99999999999999999999999",
  "true",
  "null",
  "[]",
  "{}",
  "a".repeat(70_000),
] as const;

/** Numbers around the edges of int4, doubles and safe integers. */
export const HOSTILE_NUMBERS = [
  0,
  -1,
  1.5,
  -2147483649,
  2147483648,
  4294967296,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
] as const;

/** Arrays or objects nested `depth` deep. */
export function nested(depth: number, kind: "array" | "object"): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = kind === "array" ? [value] : { a: value };
  return value;
}

const DEEP = [nested(3000, "array"), nested(3000, "object"), nested(40, "object")];

/** Any JSON value an attacker might put where something else was expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.constantFrom(...DEEP) },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [null], { constructor: { prototype: { polluted: 1 } } }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...HOSTILE_STRINGS, ...HOSTILE_NUMBERS), { maxLength: 4 }) },
);

/** Path segments in place of an id: out of int4, not digits, long, encoded NUL and controls. */
export const HOSTILE_SEGMENTS = [
  "0",
  "-1",
  "abc",
  "1.5",
  "1e3",
  "%201",
  "0x10",
  "2147483648",
  "99999999999999999999999",
  "1".repeat(120),
  "9".repeat(2000),
  "%00",
  "1%00",
  "%E2%80%AE",
  "%ED%A0%80",
  "%ZZ",
  "%C0%80",
] as const;

/** Raw query strings that parsers trip on (in addition to the values of the route's own schema). */
export const HOSTILE_QUERIES = [
  "%00=1",
  "a=%00",
  "page=%ZZ",
  "page=1&page=2",
  "page[]=1",
  "a[b][c]=1",
  "=",
  "&&&",
  `q=${"a".repeat(20_000)}`,
  "%ED%A0%80=1",
] as const;
