import fc from "fast-check";
import {
  $ZodArray,
  $ZodBoolean,
  $ZodCatch,
  $ZodDate,
  $ZodDefault,
  $ZodEnum,
  $ZodIntersection,
  $ZodLazy,
  $ZodLiteral,
  $ZodNonOptional,
  $ZodNull,
  $ZodNullable,
  $ZodNumber,
  $ZodObject,
  $ZodOptional,
  $ZodPipe,
  $ZodPrefault,
  $ZodReadonly,
  $ZodRecord,
  $ZodString,
  $ZodTuple,
  type $ZodType,
  $ZodUndefined,
  $ZodUnion,
} from "zod/v4/core";
import { hostileValue } from "./hostile";

/**
 * How a run bends the values of a schema: mostly right with a rare hostile value (to get past validation into
 * the handler), right but with every text poisoned (NUL, lone surrogates, bidirectional controls: what only the
 * database or a file name notices), or hostile anywhere.
 */
export type FuzzMode = "plausible" | "poisoned" | "hostile";

/** Real values of the signed-in owner's world, so that ids name things the owner may act on. */
export interface FuzzPools {
  ids: readonly number[];
  strings: readonly string[];
}

interface Walk {
  mode: FuzzMode;
  pools: FuzzPools;
  depth: number;
  key: string;
}

const OMIT = Symbol("omit");
const POISONS = ["\u0000", "\ud800", "\udfff", "\u202e", "a\u0000"] as const;
const ID_KEY = /(^|_)ids?$|Ids?$/;
const BIG_NUMBERS = [2147483647, 2147483648, 4294967296, Number.MAX_SAFE_INTEGER];

/** Values of `schema`, bent as `mode` says. */
export function arbitraryFor(schema: $ZodType, mode: FuzzMode, pools: FuzzPools, key = ""): fc.Arbitrary<unknown> {
  return bentValue(schema, { mode, pools, depth: 0, key });
}

function bentValue(schema: $ZodType, walk: Walk): fc.Arbitrary<unknown> {
  const right = plausible(schema, walk);
  if (walk.mode === "hostile") return fc.oneof({ weight: 2, arbitrary: right }, { weight: 1, arbitrary: hostileValue });
  return fc.oneof({ weight: 15, arbitrary: right }, { weight: 1, arbitrary: hostileValue });
}

function plausible(schema: $ZodType, walk: Walk): fc.Arbitrary<unknown> {
  const inner = (child: $ZodType, key = walk.key) => bentValue(child, { ...walk, depth: walk.depth + 1, key });
  if (walk.depth > 8) return fc.constant(undefined);
  if (schema instanceof $ZodObject) return objectOf(schema, walk);
  if (schema instanceof $ZodString) return stringOf(schema, walk);
  if (schema instanceof $ZodNumber) return numberOf(schema, walk);
  if (schema instanceof $ZodBoolean) return fc.boolean();
  if (schema instanceof $ZodLiteral) return fc.constantFrom(...schema._zod.def.values);
  if (schema instanceof $ZodEnum) return fc.constantFrom(...Object.values(schema._zod.def.entries));
  if (schema instanceof $ZodNull) return fc.constant(null);
  if (schema instanceof $ZodUndefined) return fc.constant(undefined);
  if (schema instanceof $ZodDate) return fc.constant(new Date(0).toISOString());
  if (schema instanceof $ZodArray) {
    const { minimum = 0 } = schema._zod.bag;
    const min = typeof minimum === "number" ? Math.min(minimum, 3) : 0;
    return fc.array(inner(schema._zod.def.element), { minLength: min, maxLength: Math.max(min, 3) });
  }
  if (schema instanceof $ZodTuple) return fc.tuple(...schema._zod.def.items.map((item) => inner(item)));
  if (schema instanceof $ZodRecord)
    return fc.dictionary(fc.constantFrom("a", "1", "title", "__proto__"), inner(schema._zod.def.valueType), {
      maxKeys: 2,
    });
  if (schema instanceof $ZodUnion) return fc.oneof(...schema._zod.def.options.map((option) => inner(option)));
  if (schema instanceof $ZodIntersection) return inner(schema._zod.def.left);
  if (schema instanceof $ZodOptional)
    return fc.oneof({ weight: 3, arbitrary: inner(schema._zod.def.innerType) }, fc.constant(undefined));
  if (schema instanceof $ZodNullable)
    return fc.oneof({ weight: 3, arbitrary: inner(schema._zod.def.innerType) }, fc.constant(null));
  if (
    schema instanceof $ZodDefault ||
    schema instanceof $ZodPrefault ||
    schema instanceof $ZodCatch ||
    schema instanceof $ZodReadonly ||
    schema instanceof $ZodNonOptional
  )
    return inner(schema._zod.def.innerType);
  if (schema instanceof $ZodPipe) return inner(schema._zod.def.in);
  if (schema instanceof $ZodLazy) return inner(schema._zod.def.getter());
  // transform, custom, any, unknown: nothing to go by.
  return fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileValue);
}

/** Required keys are sometimes missing, optional ones often; now and then a key the schema does not know. */
function objectOf(schema: $ZodObject, walk: Walk): fc.Arbitrary<unknown> {
  const entries = Object.entries(schema._zod.def.shape).map(([key, child]) => {
    const value = bentValue(child, { ...walk, depth: walk.depth + 1, key });
    const optional = child._zod.optin !== undefined;
    return fc
      .oneof({ weight: optional ? 2 : 30, arbitrary: value }, { weight: 1, arbitrary: fc.constant(OMIT) })
      .map((v): [string, unknown] => [key, v]);
  });
  const extra = fc.option(
    fc.tuple(fc.constantFrom("extra", "id", "user_id", "__proto__", "constructor"), hostileValue),
    { freq: 10 },
  );
  return fc.tuple(fc.tuple(...entries), extra).map(([pairs, more]) => {
    const object: Record<string, unknown> = {};
    for (const [key, value] of more ? [...pairs, more] : pairs) {
      if (value !== OMIT) Object.defineProperty(object, key, { value, enumerable: true, writable: true });
    }
    return object;
  });
}

function stringOf(schema: $ZodString, walk: Walk): fc.Arbitrary<unknown> {
  const { format, patterns, maxLength, minLength } = schema._zod.bag;
  const max = typeof maxLength === "number" ? Math.min(maxLength, 40) : 40;
  const min = typeof minLength === "number" ? Math.min(minLength, max) : 0;
  let text: fc.Arbitrary<string>;
  if (format === "email") text = fc.constantFrom("creator@example.com", "someone@example.com");
  else if (format === "url") text = fc.constantFrom("https://example.com/", "https://lms.example.com/x?y=1");
  else if (format === "uuid" || format === "guid") text = fc.uuid();
  else if (format === "datetime") text = fc.constant(new Date(0).toISOString());
  else if (format === "date") text = fc.constant("2026-03-01");
  else if (patterns && patterns.size > 0) text = fc.stringMatching([...patterns][0] ?? /.*/);
  else if (ID_KEY.test(walk.key)) text = fc.constantFrom(...walk.pools.strings, ...walk.pools.ids.map(String));
  else
    text = fc.oneof(
      fc.constantFrom("Fuzz", "Title", ...walk.pools.strings),
      fc.string({ minLength: min, maxLength: max }),
    );
  if (walk.mode !== "poisoned") return text;
  return fc.tuple(text, fc.constantFrom(...POISONS)).map(([value, poison]) => value + poison);
}

function numberOf(schema: $ZodNumber, walk: Walk): fc.Arbitrary<unknown> {
  if (ID_KEY.test(walk.key) || walk.key === "id") return fc.constantFrom(...walk.pools.ids);
  const { minimum, maximum } = schema._zod.bag;
  const low = typeof minimum === "number" && Number.isFinite(minimum) ? Math.ceil(minimum) : -5;
  const high = typeof maximum === "number" && Number.isFinite(maximum) ? Math.floor(maximum) : undefined;
  const small = fc.integer({ min: low, max: Math.max(low, Math.min(high ?? low + 100, low + 1000)) });
  // A number the schema lets through may still not fit the column it goes to (int4).
  const big = BIG_NUMBERS.filter((n) => n >= low && (high === undefined || n <= high));
  return big.length === 0 ? small : fc.oneof({ weight: 6, arbitrary: small }, fc.constantFrom(...big));
}
