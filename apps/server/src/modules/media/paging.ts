import type { Paginated } from "@coursewright/course-model";
import { idParamSchema } from "@coursewright/course-model";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { PER_PAGE } from "./service";

/** Query values are strings: "" and "null" mean the root, anything else a folder id. */
export const folderIdQuery = z
  .union([z.literal(""), z.literal("null"), idParamSchema])
  .optional()
  .transform((v) => (typeof v === "number" ? v : null));

export const pageQuery = z.coerce.number().int().positive().max(1_000_000).default(1);

export const searchQuery = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => v || undefined);

/** `recursive=true` (or 1): the folder and every folder below it, as a search of sub-folders wants. */
export const recursiveQuery = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((v) => v === "true" || v === "1");

/** The page answer: links.next repeats the request's own path and query with the next page number. */
export function paginated<T>(
  request: FastifyRequest,
  data: T[],
  page: number,
  total: number,
  perPage = PER_PAGE,
): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  let next: string | null = null;
  if (page < lastPage) {
    const url = new URL(request.url, "http://localhost");
    url.searchParams.set("page", String(page + 1));
    next = `${url.pathname}${url.search}`;
  }
  return { data, links: { next }, meta: { current_page: page, last_page: lastPage, per_page: perPage, total } };
}
