/**
 * CSV (RFC 4180) for the report exports. A cell that a spreadsheet would run as a formula (starting with
 * = + - @, or a tab or carriage return that some programs skip before one) gets a leading apostrophe, so a
 * learner's answer or name such as `=HYPERLINK(...)` is shown as text instead of being evaluated.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | boolean | null | undefined;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  // Numbers are data we produced (counts, scores, negative never): no formula guard, so sheets see numbers.
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: a byte order mark (Excel then reads UTF-8), a header line, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
