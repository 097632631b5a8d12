import { isCanonicalUpdateProgress } from "@coursewright/course-model";
import type { FastifySchemaCompiler } from "fastify";
import { $ZodType } from "zod/v4/core";
import { requestValidatorCompiler } from "../../http/validatorCompiler";

/**
 * Validator compiler of update_progress: a body in the player's canonical form (course-model
 * isCanonicalUpdateProgress, which the schema would answer unchanged) is taken as it is, skipping the schema's
 * walk and copy of a few kilobytes on the hottest route; any other body, and the other parts of the request,
 * go through the validator of every route (same answer, same 422 on a bad value).
 */
export function progressValidatorCompiler<T>(
  route: Parameters<FastifySchemaCompiler<T>>[0],
): ReturnType<FastifySchemaCompiler<T>> {
  const { schema } = route;
  if (!(schema instanceof $ZodType)) throw new Error(`${route.url}: zod schemas only`);
  const zod = requestValidatorCompiler({ ...route, schema });
  if (route.httpPart !== "body") return zod;
  return (data) => (isCanonicalUpdateProgress(data) ? { value: data } : zod(data));
}
