import type { FastifySchemaValidationError } from "fastify";
import type { MessageRef } from "./errors";
import type { Translate, TranslationParams } from "./i18n";

/**
 * Turns the zod issues of a failed request validation into messages per dotted field. The course-model
 * schemas put i18n keys ("validation.required") into issue messages; zod's own messages (an unexpected
 * shape) become the generic "validation.invalid".
 */
export function issuesToFields(
  issues: readonly FastifySchemaValidationError[],
  context = "body",
): Record<string, MessageRef[]> {
  const fields: Record<string, MessageRef[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.split("/").filter(Boolean).join(".") || context;
    const key = issue.message?.startsWith("validation.") ? issue.message : "validation.invalid";
    fields[field] = [...(fields[field] ?? []), { key, params: issueParams(issue.params) }];
  }
  return fields;
}

function issueParams(params: Record<string, unknown>): TranslationParams {
  const out: TranslationParams = {};
  const { minimum, maximum } = params;
  if (typeof minimum === "number" || typeof minimum === "bigint") out.min = Number(minimum);
  if (typeof maximum === "number" || typeof maximum === "bigint") out.max = Number(maximum);
  return out;
}

/**
 * Each message once per field: several checks of one value may fail alike (a 23-digit id is too big and no safe
 * integer), and saying so twice reads as a bug.
 */
export function translateFields(fields: Record<string, MessageRef[]>, t: Translate): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, refs]) => [field, [...new Set(refs.map((ref) => t(ref.key, ref.params)))]]),
  );
}
