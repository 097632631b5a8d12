/** Top-level fields every Lottie (Bodymovin) animation has, and the JSON type of each. */
const REQUIRED: Record<string, "string" | "number" | "array"> = {
  v: "string",
  fr: "number",
  ip: "number",
  op: "number",
  w: "number",
  h: "number",
  layers: "array",
};

export type LottieCheck =
  | { ok: true; width: number; height: number }
  | { ok: false; reason: "json" }
  | { ok: false; reason: "fields"; missing: string[] };

/** Whether `text` is a Lottie animation: valid JSON with the Lottie top-level fields of the right types. */
export function checkLottie(text: string): LottieCheck {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, reason: "json" };
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    return { ok: false, reason: "fields", missing: Object.keys(REQUIRED) };
  }
  const record: Record<string, unknown> = { ...data };
  const missing = Object.entries(REQUIRED)
    .filter(([field, type]) => (type === "array" ? !Array.isArray(record[field]) : typeof record[field] !== type))
    .map(([field]) => field);
  if (missing.length > 0) return { ok: false, reason: "fields", missing };
  return { ok: true, width: Number(record.w), height: Number(record.h) };
}
