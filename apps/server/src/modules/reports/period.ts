import { ValidationError } from "../../http/errors";
import { DEFAULT_PERIOD_DAYS, MAX_PERIOD_DAYS } from "./schemas";

const DAY_MS = 86_400_000;

/** A report period of whole UTC days: `from` and `to` included, [start, end) as instants. */
export interface Period {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const startOf = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * The period a report covers. Without `to` it ends today; without `from` it is the DEFAULT_PERIOD_DAYS days
 * ending at `to`. Longer than MAX_PERIOD_DAYS is refused (the chart has a point per day).
 */
export function resolvePeriod(query: { from?: string; to?: string }, now = new Date()): Period {
  const to = query.to ?? dayOf(now);
  const from = query.from ?? dayOf(new Date(startOf(to).getTime() - (DEFAULT_PERIOD_DAYS - 1) * DAY_MS));
  const start = startOf(from);
  const end = new Date(startOf(to).getTime() + DAY_MS);
  if (end.getTime() <= start.getTime()) throw ValidationError.field("to", "validation.invalid");
  if ((end.getTime() - start.getTime()) / DAY_MS > MAX_PERIOD_DAYS) {
    throw ValidationError.field("from", "validation.invalid");
  }
  return { from, to, start, end };
}
