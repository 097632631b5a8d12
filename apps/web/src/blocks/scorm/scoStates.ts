import {
  type DataEnvelope,
  type ObjectiveState,
  type ProgressMode,
  type ScormLearner,
  type ScormSaveTarget,
  type ScormVersion,
  SEQUENCING_STATE_KEY,
  type SequencingState,
  SHARED_DATA_KEY,
  scormLaunchCmi,
  sequencingStateSchema,
} from "@coursewright/course-model";
import { useEffect, useState } from "react";
import { authClient } from "../../api/http";
import type { PlayAccess } from "../playAccess";
import { browserGlobals } from "./browserGlobals";

type Json = Record<string, unknown>;

/** GET /api/course_player/scorm_cmi/{blockMediaId} answers this under `data`. */
interface ServerScoStates {
  progress_id: number;
  attempt_number: number;
  version: ScormVersion;
  beacon_token: string;
  learner: ScormLearner;
  scos: { identifier: string; cmi: Json; generation: number }[];
  shared_data: Record<string, string>;
  sequencing: SequencingState | null;
  global_objectives: Record<string, ObjectiveState>;
}

/**
 * Where a SCORM block's SCOs keep their CMI data between launches (issue 16 item 1): with the course's
 * progress. A learner's progress on the server (a share): the server keeps it, per attempt, and the launcher
 * sends it there itself. The previews keep it for the page view, the local mode in the browser's storage.
 */
export interface ScoStates {
  learner: ScormLearner;
  /** What the SCO's launch starts from (entry, total time, learner set as an LMS does). */
  launchCmi(sco: string): Json;
  /** Where the launcher sends the SCO's data itself; undefined when the browser keeps it (remember). */
  saveTarget(sco: string): ScormSaveTarget | undefined;
  /** The SCO's data as it wrote it (set, commit, finish), for its next launch. */
  remember(sco: string, cmi: Json): void;
  /** A new attempt on the SCO's activity: its data is forgotten, its next launch is ab-initio. */
  restart(sco: string): void;
  /** Attempts begun on the SCO's activity in this attempt of the course (1 before any restart). */
  attemptsUsed(sco: string): number;
  /** The package's sequencing state kept last (issue 16 item 5), null before the first navigation. */
  sequencing(): SequencingState | null;
  /**
   * Keeps the sequencing state where the SCOs' data is kept, and merges the fields of the learner's shared
   * global objectives it changed into theirs (adlseq:objectivesGlobalToSystem).
   */
  saveSequencing(state: SequencingState, changedGlobals?: Record<string, ObjectiveState>): void;
  /** The learner's global objectives shared across their packages, as they were when the block mounted. */
  systemGlobals(): Record<string, ObjectiveState>;
  /** The package's shared data stores (SCORM 2004 4th Edition adl.data) by target id. */
  sharedStores(): Record<string, string>;
  /** Stores a SCO wrote, merged into the package's (the launcher sends them to the server itself). */
  rememberShared(stores: Record<string, string>): void;
}

export type ScoStatesAnswer = { status: "pending" } | { status: "error" } | { status: "ready"; states: ScoStates };

/** Where the browser keeps a SCO's attempt count, next to its data (no SCO identifier contains "#"). */
const ATTEMPTS_SUFFIX = "#attempts";

/** The previews' SCO data, for as long as the page is open (they keep no progress either). */
const pageMemory = new Map<string, Json>();

function browserStates(
  key: string,
  version: ScormVersion,
  learner: ScormLearner,
  storage: Storage | null,
  fromServer: Map<string, Json> = new Map(),
  fromSequencing: SequencingState | null = null,
  fromShared: Record<string, string> | null = null,
  globals: ReturnType<typeof browserGlobals> | null = null,
): ScoStates {
  // What SCOs wrote during this mount: switching SCO and coming back resumes from it.
  const written = new Map<string, Json>();
  const read = (sco: string): Json | null => {
    const mine = written.get(sco) ?? pageMemory.get(`${key}:${sco}`);
    if (mine) return mine;
    try {
      const stored = storage?.getItem(`coursewright.scorm.${key}:${sco}`);
      return stored ? (JSON.parse(stored) as Json) : null;
    } catch {
      return null;
    }
  };
  return {
    learner,
    launchCmi: (sco) => {
      const raw = read(sco);
      return raw
        ? scormLaunchCmi(version, raw, learner)
        : (fromServer.get(sco) ?? scormLaunchCmi(version, null, learner));
    },
    saveTarget: () => undefined,
    sequencing: () => {
      const parsed = sequencingStateSchema.safeParse(read(SEQUENCING_STATE_KEY) ?? fromSequencing);
      return parsed.success ? parsed.data : null;
    },
    saveSequencing(state, changed) {
      this.remember(SEQUENCING_STATE_KEY, state as unknown as Json);
      if (changed) globals?.merge(changed);
    },
    systemGlobals: () => globals?.read() ?? {},
    sharedStores() {
      const stores = read(SHARED_DATA_KEY) ?? fromShared ?? {};
      return Object.fromEntries(
        Object.entries(stores).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
      );
    },
    rememberShared(stores) {
      this.remember(SHARED_DATA_KEY, { ...this.sharedStores(), ...stores });
    },
    restart(sco) {
      // An empty object (not a removal): it hides what the server handed out with the page too.
      this.remember(sco, {});
      // Counted where the data is kept, so a reload of a local course still knows the attempts used.
      const used = this.attemptsUsed(sco) + 1;
      this.remember(`${sco}${ATTEMPTS_SUFFIX}`, { used });
    },
    attemptsUsed(sco) {
      const used = read(`${sco}${ATTEMPTS_SUFFIX}`)?.used;
      return typeof used === "number" && used >= 1 ? used : 1;
    },
    remember: (sco, cmi) => {
      written.set(sco, cmi);
      if (fromServer.size > 0 || fromSequencing || fromShared) return;
      pageMemory.set(`${key}:${sco}`, cmi);
      try {
        storage?.setItem(`coursewright.scorm.${key}:${sco}`, JSON.stringify(cmi));
      } catch {
        // A full storage keeps the page-view copy only.
      }
    },
  };
}

function serverStates(answer: ServerScoStates, blockMediaId: number): ScoStates {
  const fromServer = new Map(answer.scos.map((sco) => [sco.identifier, sco.cmi]));
  // Each SCO's data generation: a reset raises it, so a beacon of the attempt before is refused by the server.
  const generations = new Map(answer.scos.map((sco) => [sco.identifier, sco.generation]));
  const states = browserStates(
    `server:${blockMediaId}`,
    answer.version,
    answer.learner,
    null,
    fromServer,
    answer.sequencing,
    answer.shared_data,
  );
  return {
    ...states,
    systemGlobals: () => answer.global_objectives,
    saveSequencing(state, changed) {
      states.saveSequencing(state);
      // With the bearer token: the block writes it while the page is open (the launcher's beacons carry CMI data).
      // The learner's shared globals go with it, in the same transaction on the server.
      void authClient
        .post(`/api/course_player/scorm_cmi/${answer.progress_id}`, {
          block_media_id: blockMediaId,
          sco: SEQUENCING_STATE_KEY,
          attempt_number: answer.attempt_number,
          cmi: state,
          ...(changed && Object.keys(changed).length > 0 ? { global_objectives: changed } : {}),
        })
        .catch(() => {});
    },
    // Each generation is one attempt on the SCO's activity (the server refuses one past its attemptLimit).
    attemptsUsed: (sco) => (generations.get(sco) ?? 0) + 1,
    restart(sco) {
      states.restart(sco);
      const generation = (generations.get(sco) ?? 0) + 1;
      generations.set(sco, generation);
      // Before the new attempt's SCO writes anything (it loads first): its launcher's writes then replace this.
      void authClient
        .post(`/api/course_player/scorm_cmi/${answer.progress_id}`, {
          block_media_id: blockMediaId,
          sco,
          attempt_number: answer.attempt_number,
          generation,
          cmi: {},
        })
        .catch(() => {});
    },
    saveTarget: (sco) => ({
      // The launcher is on the content origin: it needs the app's API as a whole address.
      url: new URL(`/api/course_player/scorm_cmi/${answer.progress_id}`, window.location.origin).toString(),
      body: {
        beacon_token: answer.beacon_token,
        block_media_id: blockMediaId,
        sco,
        attempt_number: answer.attempt_number,
        generation: generations.get(sco) ?? 0,
      },
    }),
  };
}

/**
 * The SCO data of a SCORM block in the course being played. `learner` names the signed-in user where the
 * progress stays in the browser (a preview shows the creator as the learner).
 */
export function useScoStates(
  blockMediaId: number,
  version: ScormVersion | null,
  access: PlayAccess | null,
  learner: ScormLearner,
): ScoStatesAnswer {
  const shareId = access?.shareId ?? null;
  const mode: ProgressMode = access?.mode ?? "preview";
  const attempt = access?.attempt ?? 0;
  const [answer, setAnswer] = useState<{ key: string; value: ScoStatesAnswer } | null>(null);
  const key = `${blockMediaId}:${shareId ?? ""}:${mode}:${attempt}:${version ?? ""}`;

  useEffect(() => {
    if (version === null) return;
    if (!shareId) {
      const storage = mode === "local" ? window.localStorage : null;
      // The learner's shared globals live where the SCOs' data does: the page view (previews) or this browser
      // (local), across the blocks and courses played there, as the server keeps them across a learner's courses.
      const states = browserStates(
        `${mode}:${blockMediaId}:${attempt}`,
        version,
        learner,
        storage,
        undefined,
        null,
        null,
        browserGlobals(mode, storage),
      );
      setAnswer({ key, value: { status: "ready", states } });
      return;
    }
    let current = true;
    authClient
      .get<DataEnvelope<ServerScoStates>>(`/api/course_player/scorm_cmi/${blockMediaId}`, {
        redirectOn404: false,
        query: { share_id: shareId },
      })
      .then(
        ({ data }) =>
          current && setAnswer({ key, value: { status: "ready", states: serverStates(data, blockMediaId) } }),
        () => current && setAnswer({ key, value: { status: "error" } }),
      );
    return () => {
      current = false;
    };
  }, [key, blockMediaId, version, shareId, mode, attempt, learner]);

  return answer?.key === key ? answer.value : { status: "pending" };
}
