// The navigation request process (SN NB.2.1 and the sequencing requests it leads to): a request from the learner
// (the block's buttons and tree) or from the SCO (adl.nav.request) becomes the next activity to deliver, the end
// of the session, or an SN exception code. Pure: the state given is never changed.
import { deliver, endSession, resetSubtree, suspendSession } from "./attempts";
import { choiceProblem } from "./choice";
import { enterCluster, type FlowResult, flow } from "./flow";
import { unavailable } from "./rules";
import { ensureOrders, type Random } from "./selection";
import { terminateCurrent } from "./terminate";
import { available, cloneState, controls, isLeaf, type Tree } from "./tree";
import type { NavRequest, NavResult, SequencingState } from "./types";

const SIMPLE = new Set(["start", "resumeAll", "continue", "previous", "exit", "exitAll", "suspendAll", "abandon"]);
const TARGETED = /^\{target=([^}\s]{1,4000})\}(choice|jump)$/;

/** An adl.nav.request value as a request; null for `_none_`; "invalid" outside the vocabulary. */
export function parseNavRequest(value: string): NavRequest | null | "invalid" {
  if (value === "_none_") return null;
  if (SIMPLE.has(value) || value === "abandonAll") return { type: value } as NavRequest;
  const targeted = TARGETED.exec(value);
  if (targeted?.[1] && targeted[2]) return { type: targeted[2] as "choice" | "jump", target: targeted[1] };
  return "invalid";
}

type Outcome = { deliver: string | null } | { error: string };
/** A navigation request, or the sequencing request a post-condition rule put in its place. */
type Sequencing = NavRequest | { type: "retry" };

function fromFlow(tree: Tree, state: SequencingState, result: FlowResult, endsSession: boolean): Outcome {
  if ("leaf" in result) {
    deliver(tree, state, result.leaf);
    return { deliver: result.leaf.id };
  }
  if ("end" in result) {
    // SN 4th Edition: continuing past the last activity ends the sequencing session.
    if (!endsSession) return { error: "SB.2.1-1" };
    endSession(tree, state);
    return { deliver: null };
  }
  return result;
}

function start(tree: Tree, state: SequencingState): Outcome {
  if (isLeaf(tree.root)) {
    if (unavailable(state, tree.root)) return { error: "SB.2.5-3" };
    deliver(tree, state, tree.root);
    return { deliver: tree.root.id };
  }
  const result = enterCluster(tree, state, tree.root);
  return "end" in result ? { error: "SB.2.5-3" } : fromFlow(tree, state, result, false);
}

function sequence(tree: Tree, state: SequencingState, request: Sequencing): Outcome {
  const current = state.current ? tree.byId.get(state.current) : undefined;
  switch (request.type) {
    case "continue":
    case "previous": {
      if (!current) return { error: "SB.2.7-1" };
      const parent = tree.parent.get(current.id);
      if (!parent || !controls(parent).flow) return { error: "SB.2.2-1" };
      if (request.type === "previous" && controls(parent).forwardOnly) return { error: "SB.2.1-4" };
      const direction = request.type === "continue" ? "forward" : "backward";
      return fromFlow(tree, state, flow(tree, state, current, direction, false), request.type === "continue");
    }
    case "retry": {
      if (!current) return { error: "SB.2.10-1" };
      resetSubtree(state, current);
      return fromFlow(tree, state, enterCluster(tree, state, current), false);
    }
    case "choice":
    case "jump": {
      const target = tree.byId.get(request.target);
      if (!target) return { error: request.type === "choice" ? "SB.2.9-1" : "SB.2.13-1" };
      return fromFlow(tree, state, enterCluster(tree, state, target), false);
    }
    default:
      return { error: "SB.2.12-6" };
  }
}

/**
 * Processes one navigation request against the package's tree. `random` arranges clusters with
 * randomizationControls (the arrangement is then kept in the state).
 */
export function navigate(tree: Tree, input: SequencingState, request: NavRequest, random?: Random): NavResult {
  const state = cloneState(input);
  ensureOrders(tree, state, random);
  const current = state.current ? tree.byId.get(state.current) : undefined;
  const fail = (error: string): NavResult => ({ ok: false, error, state: input });
  const done = (outcome: Outcome): NavResult =>
    "error" in outcome ? fail(outcome.error) : { ok: true, state, deliver: outcome.deliver };

  switch (request.type) {
    case "start":
      if (current) return fail("NB.2.1-1");
      return done(start(tree, state));
    case "resumeAll": {
      if (current) return fail("NB.2.1-1");
      const suspended = state.suspended ? tree.byId.get(state.suspended) : undefined;
      if (!suspended) return fail("NB.2.1-3");
      deliver(tree, state, suspended);
      return done({ deliver: suspended.id });
    }
    case "suspendAll":
      if (!current) return fail("NB.2.1-17");
      suspendSession(tree, state);
      return done({ deliver: null });
    case "exitAll":
    case "abandonAll":
      if (!current) return fail(request.type === "exitAll" ? "NB.2.1-14" : "NB.2.1-16");
      endSession(tree, state);
      return done({ deliver: null });
    case "abandon":
      if (!current) return fail("NB.2.1-15");
      state.exited = true;
      return done({ deliver: null });
    case "continue":
    case "previous":
    case "exit":
    case "choice":
    case "jump":
      break;
    default:
      return fail("NB.2.1-18");
  }
  // A choice (or jump) may also begin the session; the other requests need a current activity.
  if (!current && request.type !== "choice" && request.type !== "jump") return fail("NB.2.1-2");
  if (request.type === "choice") {
    const problem = choiceProblem(tree, state, request.target);
    if (problem) return fail(problem);
  }
  if (request.type === "jump") {
    const target = tree.byId.get(request.target);
    if (!target || !available(tree, state, target)) return fail("NB.2.1-11");
  }
  if (current && request.type === "previous") {
    const parent = tree.parent.get(current.id);
    if (parent && controls(parent).forwardOnly) return fail("NB.2.1-5");
  }
  const replacement = terminateCurrent(tree, state);
  let next: Sequencing = request;
  if (replacement === "exitAll") {
    endSession(tree, state);
    return done({ deliver: null });
  }
  if (replacement === "retryAll") {
    endSession(tree, state);
    state.current = null;
    ensureOrders(tree, state, random);
    return done(start(tree, state));
  }
  if (replacement) next = { type: replacement } as Sequencing;
  // Attempts ended above: a cluster arranged on each new attempt is arranged again before it is entered.
  ensureOrders(tree, state, random);
  if (next.type === "exit") {
    // Exiting the root ends the session; exiting anything else waits for the learner's next request.
    if (state.current === tree.root.id) endSession(tree, state);
    return done({ deliver: null });
  }
  return done(sequence(tree, state, next));
}
