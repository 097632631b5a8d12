import {
  type CourseProgress,
  decodeSuspendData,
  encodeSuspendData,
  INITIAL_SCORM_STATUS,
  interactionWrites,
  isoSessionTime,
  restartProgress,
  restoreAnswerTexts,
  SCORM_ELEMENTS,
  type ScormVersion,
  type ScormWrite,
  SUSPEND_DATA_LIMITS,
  scormInteractions,
  scormTimestamp,
  shouldSendCompletionEvent,
  writesFor,
} from "@coursewright/course-model";
import type { ProgressStore, Timers } from "./ProgressStore";
import type { ParentChannel } from "./parentChannel";
import { createWriteQueue } from "./writeQueue";

export interface ScormStoreOptions {
  version: ScormVersion;
  now?: () => number;
  log?: (message: string, detail: unknown) => void;
}

/**
 * `scorm`: the player inside an exported SCORM package (spec 4 SCORM session), talking to the package's
 * launcher by cross-window messages. Start sends initialize and sets the score range 0-100, completion
 * incomplete and success unknown, and starts the session timer; saved progress goes as compact suspend data
 * (course-model suspendData) with the session time; every judged answer becomes an interaction; finishing
 * stops the timer and sets completion, success and the score (raw = pass percent, scaled = / 100).
 *
 * Every write is built with SCORM 2004's names and converted here, in course-model's tested mapping, to
 * SCORM 1.2's when the package is 1.2: the launcher then passes elements straight to the LMS API and needs
 * no knowledge of either data model. Every change is posted at once; the launcher writes to the LMS
 * WRITE_DELAY_MS.scorm (1000 ms) after the last one, and first thing when the window closes.
 */
export function createScormStore(channel: ParentChannel, timers: Timers, options: ScormStoreOptions): ProgressStore {
  const { version, now = Date.now, log = console.error } = options;
  const format = version === "1.2" ? "scorm12" : "scorm2004";
  let sessionStart = now();
  let timerRunning = true;
  let status = INITIAL_SCORM_STATUS;
  let interactionCount = 0;

  const send = (writes: readonly ScormWrite[]) => {
    const converted = writesFor(version, writes, status);
    status = converted.status;
    for (const [key, value] of converted.writes) channel.post("set_value", { key, value });
  };
  const sessionTime = (): ScormWrite => [SCORM_ELEMENTS.sessionTime, isoSessionTime(now() - sessionStart)];
  const suspendData = (progress: CourseProgress): ScormWrite => {
    const encoded = encodeSuspendData(progress, SUSPEND_DATA_LIMITS[version]);
    if (!encoded.fits) log("suspend data exceeds the SCORM limit", { version, length: encoded.data.length });
    return [SCORM_ELEMENTS.suspendData, encoded.data];
  };
  // No delay here: the launcher debounces the LMS writes (WRITE_DELAY_MS.scorm), so that when the LMS closes
  // the window it holds the latest progress and writes it before terminating.
  const queue = createWriteQueue(
    0,
    (progress) => send(timerRunning ? [suspendData(progress), sessionTime()] : [suspendData(progress)]),
    { timers },
  );
  const startSession = () => {
    sessionStart = now();
    timerRunning = true;
    send([
      [SCORM_ELEMENTS.scoreMin, "0"],
      [SCORM_ELEMENTS.scoreMax, "100"],
      [SCORM_ELEMENTS.completionStatus, "incomplete"],
      [SCORM_ELEMENTS.successStatus, "unknown"],
    ]);
  };

  return {
    mode: "scorm",
    persists: true,
    async load() {
      channel.post("initialize", { value: { version } });
      // Both reads go out together: a launcher that does not answer costs one timeout, not two.
      const [saved, count] = await Promise.all([
        channel.read(SCORM_ELEMENTS.suspendData),
        channel.read(SCORM_ELEMENTS.interactionCount),
      ]);
      const parsedCount = Number(count);
      interactionCount = Number.isInteger(parsedCount) && parsedCount > 0 ? parsedCount : 0;
      const progress = typeof saved === "string" && saved ? decodeSuspendData(saved) : null;
      if (!progress?.completed) startSession();
      return progress;
    },
    save: queue.save,
    flush: queue.flush,
    async restart(current) {
      queue.cancel();
      const fresh = restartProgress(current);
      startSession();
      send([suspendData(fresh)]);
      return fresh;
    },
    answered(block, answer, judged) {
      // SCORM 2004 timestamps in UTC with their zone, so the LMS reads the right time; 1.2's time is left out.
      const timestamp = version === "2004" ? scormTimestamp(now()) : undefined;
      // A question with more blanks or spots than one 2004 interaction takes becomes several (course-model).
      for (const interaction of scormInteractions(block, answer, judged, format)) {
        send(interactionWrites(interactionCount, interaction, timestamp));
        interactionCount += 1;
      }
    },
    completeAnswers: restoreAnswerTexts,
    conditionsMet(blockIds) {
      channel.post("met_display_conditions", { value: { block_ids: [...blockIds] } });
    },
    finished(progress) {
      queue.flush();
      // The completion event goes out only when passed or on the last attempt (spec 4).
      if (!shouldSendCompletionEvent(progress)) return;
      send([
        sessionTime(),
        [SCORM_ELEMENTS.completionStatus, "completed"],
        [SCORM_ELEMENTS.successStatus, progress.passed ? "passed" : "failed"],
        [SCORM_ELEMENTS.scoreRaw, String(progress.passPercent)],
        [SCORM_ELEMENTS.scoreScaled, String(progress.passPercent / 100)],
      ]);
      timerRunning = false;
    },
    dispose() {
      queue.flush();
      channel.dispose();
    },
  };
}
