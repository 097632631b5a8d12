import { isCanonicalUpdateProgress } from "@coursewright/course-model";
import type { FastifySchemaCompiler } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { $ZodType } from "zod/v4/core";

/**
 * Validator compiler of update_progress: a body in the player's canonical form (course-model
 * isCanonicalUpdateProgress, which the schema would answer unchanged) is taken as it is, skipping the schema's
 * walk and copy of a few kilobytes on the hottest route; any other body, and the other parts of the request,
 * go through zod as on every route (same answer, same 422 on a bad value).
 */
export function progressValidatorCompiler<T>(
  route: Parameters<FastifySchemaCompiler<T>>[0],
): ReturnType<FastifySchemaCompiler<T>> {
  const { schema } = route;
  if (!(schema instanceof $ZodType)) throw new Error(`${route.url}: zod schemas only`);
  const zod = validatorCompiler({ ...route, schema });
  if (route.httpPart !== "body") return zod;
  return (data) => (isCanonicalUpdateProgress(data) ? { value: data } : zod(data));
}
