import { resultRows } from "../courses/db";

/** Numbers from a raw query: PostgreSQL answers bigint and numeric as strings. */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
export const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
export const str = (value: unknown): string => (value === null || value === undefined ? "" : String(value));
export const strOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);
/** A timestamp column as ISO 8601 (node-postgres and PGlite give Date objects, a text cast gives a string). */
export const iso = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();
export const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value));

export { resultRows };

/** A score rounded to one decimal. */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;
