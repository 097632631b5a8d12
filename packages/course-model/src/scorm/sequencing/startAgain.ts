// "Start again" after a sequencing session has ended (exitAll, or the end of the tree): the learner begins a new
// attempt on the whole package, as a new attempt of SCORM Cloud's registration does. An activity its SCO left with
// cmi.exit "suspend" stays suspended when the session ends (it would resume, with its old data, on its next
// delivery); a new session starts it afresh instead.
import { cloneState } from "./tree";
import type { SequencingState } from "./types";

/** The ended session's state with no activity suspended, ready for a start request (the input is not changed). */
export function freshSession(input: SequencingState): SequencingState {
  const state = cloneState(input);
  for (const own of Object.values(state.activities)) delete own.suspended;
  state.suspended = null;
  return state;
}
