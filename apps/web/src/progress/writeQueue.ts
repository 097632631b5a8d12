import {
  type CourseProgress,
  idleSchedule,
  scheduleWrite,
  takeWrite,
  type WriteSchedule,
} from "@coursewright/course-model";
import type { Timers } from "./ProgressStore";

/**
 * The trailing debounce of progress writes (course-model's WriteSchedule driven by a timer): every save
 * replaces the pending progress and restarts the delay; a delay of 0 writes at once. flush() writes what is
 * pending now, through `urgent` when given (a beacon: the page is going away).
 */
export interface WriteQueue {
  save(progress: CourseProgress): void;
  flush(): void;
  /** Writes what is pending now through the ordinary write (the page stays: no beacon needed). */
  commit(): void;
  /** Drops what is pending without writing (a restart replaces it). */
  cancel(): void;
  readonly pending: boolean;
}

export function createWriteQueue(
  delayMs: number,
  write: (progress: CourseProgress) => void,
  options: { timers: Timers; now?: () => number; urgent?: (progress: CourseProgress) => void },
): WriteQueue {
  const { timers, now = Date.now } = options;
  let schedule: WriteSchedule<CourseProgress> = idleSchedule();
  let timer: unknown = null;

  const stopTimer = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  const take = (): CourseProgress | null => {
    stopTimer();
    const taken = takeWrite(schedule);
    schedule = taken.schedule;
    return taken.value;
  };

  return {
    save(progress) {
      if (delayMs <= 0) {
        stopTimer();
        schedule = idleSchedule();
        write(progress);
        return;
      }
      schedule = scheduleWrite(progress, now(), delayMs);
      stopTimer();
      timer = timers.setTimeout(() => {
        timer = null;
        const value = take();
        if (value) write(value);
      }, delayMs);
    },
    flush() {
      const value = take();
      if (value) (options.urgent ?? write)(value);
    },
    commit() {
      const value = take();
      if (value) write(value);
    },
    cancel() {
      take();
    },
    get pending() {
      return schedule.pending !== null;
    },
  };
}
