import { isStorableText } from "@coursewright/course-model";
import type { FastifySchemaValidationError } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { ValidationError } from "./errors";

/** No request of this API nests deeper (a course save, the deepest, is about ten levels). */
export const MAX_INPUT_DEPTH = 64;

type Compile = typeof validatorCompiler;

/**
 * The validator of every request part (path, query, body, whatever its content type): once for all, a text
 * PostgreSQL cannot store (NUL, a lone surrogate) or nesting no request needs is refused with the field named;
 * then the route's zod schema, whose invalid_type on an absent value says "required" rather than "not valid".
 */
export const requestValidatorCompiler: Compile = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    const refused = refusedInput(data);
    if (refused) return { error: ValidationError.field(refused.path || route.httpPart || "body", refused.key) };
    const result = validate(data);
    if (typeof result !== "object" || !("error" in result) || !Array.isArray(result.error)) return result;
    return { error: result.error.map((issue) => (isMissing(issue, data) ? requiredIssue(issue) : issue)) };
  };
};

const MISSING_KEYWORDS = new Set(["invalid_type", "invalid_union", "invalid_value"]);

function isMissing(issue: FastifySchemaValidationError, data: unknown): boolean {
  if (!MISSING_KEYWORDS.has(issue.keyword)) return false;
  let value = data;
  for (const key of issue.instancePath.split("/").filter(Boolean)) {
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, key)) return true;
    value = Reflect.get(value, key);
  }
  return value === undefined;
}

/** The issue with the required message; the copy keeps the marks (symbols) fastify-type-provider-zod looks for. */
const requiredIssue = (issue: FastifySchemaValidationError): FastifySchemaValidationError => ({
  ...issue,
  message: "validation.required",
});

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
  depth: number;
}

const pathOf = (visit: Visit): string => {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join(".");
};

/** Objects and arrays as parsers make them (a parsed query has a prototype of its own); not a body's bytes. */
const isContainer = (value: unknown): value is object =>
  typeof value === "object" && value !== null && !ArrayBuffer.isView(value);

/** A text that cannot be stored or a value nested too deep, as a dotted path and a message key. */
export function refusedInput(data: unknown): { path: string; key: string } | undefined {
  const stack: Visit[] = [{ value: data, key: "", parent: null, depth: 0 }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value } = visit;
    if (typeof value === "string") {
      if (!isStorableText(value)) return { path: pathOf(visit), key: "validation.unstorable_text" };
    } else if (isContainer(value)) {
      if (visit.depth >= MAX_INPUT_DEPTH) return { path: pathOf(visit), key: "validation.invalid" };
      for (const [key, item] of Object.entries(value)) {
        if (!isStorableText(key)) return { path: pathOf(visit), key: "validation.unstorable_text" };
        stack.push({ value: item, key, parent: visit, depth: visit.depth + 1 });
      }
    }
  }
  return undefined;
}
