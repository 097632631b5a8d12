// A SCO's CMI data (as the launcher's runtime renders it) read as its activity's tracking outcome.
import type { ObjectiveOutcome, ScoOutcome } from "./types";

type Json = Record<string, unknown>;

const obj = (value: unknown): Json => (typeof value === "object" && value !== null ? (value as Json) : {});

function decimal(value: unknown): number | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  if (typeof value === "string" && value.trim() === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

const completionOf = (value: unknown) =>
  value === "completed" || value === "incomplete" ? (value as "completed" | "incomplete") : undefined;
const successOf = (value: unknown) => (value === "passed" || value === "failed" ? value : undefined);

/** The runtime renders CMI arrays as arrays or as objects keyed "0", "1", ... */
function entries(value: unknown): Json[] {
  if (Array.isArray(value)) return value.map(obj);
  const record = obj(value);
  const list = Array.isArray(record.childArray) ? record.childArray : Object.values(record);
  return list.map(obj);
}

/** cmi.progress_measure and cmi.score.raw / min / max (of the SCO or of one of its objectives), where valid. */
function numbers(from: Json): Pick<ObjectiveOutcome, "progress" | "raw" | "min" | "max"> {
  const out: Pick<ObjectiveOutcome, "progress" | "raw" | "min" | "max"> = {};
  const progress = decimal(from.progress_measure);
  if (progress !== undefined && progress >= 0 && progress <= 1) out.progress = progress;
  const score = obj(from.score);
  for (const field of ["raw", "min", "max"] as const) {
    const value = decimal(score[field]);
    if (value !== undefined) out[field] = value;
  }
  return out;
}

export function scoOutcome(version: "1.2" | "2004", cmi: Json): ScoOutcome {
  if (version === "1.2") {
    const core = obj(cmi.core);
    const status = core.lesson_status;
    const score = obj(core.score);
    const raw = decimal(score.raw);
    const max = decimal(score.max) ?? 100;
    const min = decimal(score.min) ?? 0;
    const out: ScoOutcome = {};
    if (status === "passed" || status === "failed") {
      out.completion = "completed";
      out.success = status;
    } else if (status === "completed") out.completion = "completed";
    else if (status === "incomplete" || status === "browsed") out.completion = "incomplete";
    if (raw !== undefined && max > min) out.scaled = Math.max(-1, Math.min(1, (raw - min) / (max - min)));
    if (core.exit === "suspend") out.suspend = true;
    return out;
  }
  const out: ScoOutcome = numbers(cmi);
  const completion = completionOf(cmi.completion_status);
  if (completion) out.completion = completion;
  const success = successOf(cmi.success_status);
  if (success) out.success = success;
  const scaled = decimal(obj(cmi.score).scaled);
  if (scaled !== undefined && scaled >= -1 && scaled <= 1) out.scaled = scaled;
  const objectives: NonNullable<ScoOutcome["objectives"]> = {};
  for (const objective of entries(cmi.objectives)) {
    if (typeof objective.id !== "string" || objective.id === "") continue;
    const value: ObjectiveOutcome = numbers(objective);
    const ok = successOf(objective.success_status);
    if (ok) value.success = ok;
    const done = completionOf(objective.completion_status);
    if (done) value.completion = done;
    const measure = decimal(obj(objective.score).scaled);
    if (measure !== undefined && measure >= -1 && measure <= 1) value.scaled = measure;
    objectives[objective.id] = value;
  }
  if (Object.keys(objectives).length > 0) out.objectives = objectives;
  if (cmi.exit === "suspend") out.suspend = true;
  return out;
}
