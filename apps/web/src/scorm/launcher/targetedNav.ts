// adl.nav.request_valid.choice.{target=ID} and .jump.{target=ID} answered from the app's sequencing (issue 16):
// the app sends every activity's answer (ScormNavValid), again whenever it changes, and the launcher answers the
// SCO's GetValue from the latest (continue and previous too: the runtime's own are read-only once initialised).
// scorm-again only knows targets made of [A-Za-z0-9-_] and no LMS sequencing, so these elements are taken first.
import type { ScormNavValid } from "@coursewright/course-model/media/scorm";
import type { Scorm2004API } from "scorm-again";

const FLOW = /^adl\.nav\.request_valid\.(continue|previous)$/;
const TARGETED = /^adl\.nav\.request_valid\.(choice|jump)\.\{target=([^}\s]{1,4000})\}$/;

/**
 * Wraps the runtime's GetValue: a targeted request_valid is answered "true" / "false" from `current()` ("unknown"
 * when the app gave no answers: a package without a tree), after the runtime's own checks (122 before Initialize, 123 after
 * Terminate) by a read of request_valid.continue, which leaves the error state as the real read would.
 */
export function answerTargetedRequests(api: Scorm2004API, current: () => ScormNavValid | null): void {
  const getValue = api.GetValue.bind(api);
  api.GetValue = (element: string): string => {
    const flow = FLOW.exec(String(element));
    if (flow) {
      // Read first: the runtime's own checks; then the app's answer, which changes while the SCO runs.
      const value = getValue(element);
      const nav = current();
      if (api.GetLastError() !== "0" || !nav) return value;
      return String(flow[1] === "continue" ? nav.continue : nav.previous);
    }
    const match = TARGETED.exec(String(element));
    if (!match) return getValue(element);
    const checked = getValue("adl.nav.request_valid.continue");
    if (api.GetLastError() !== "0") return checked;
    const nav = current();
    const answers = match[1] === "choice" ? nav?.choice : nav?.jump;
    // Without the package's tree nothing is known; with it, an id it does not have is no valid target.
    if (!answers) return "unknown";
    const target = match[2] ?? "";
    const answer = Object.hasOwn(answers, target) ? answers[target] : false;
    return answer === true ? "true" : "false";
  };
}

const booleans = (value: unknown): Record<string, boolean> | undefined =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, boolean] => typeof entry[1] === "boolean"),
      )
    : undefined;

/** The app's answers in a load or nav message, checked field by field (they cross origins); null if malformed. */
export function readNavValid(value: unknown): ScormNavValid | null {
  if (typeof value !== "object" || value === null) return null;
  const nav = value as Record<string, unknown>;
  if (typeof nav.continue !== "boolean" || typeof nav.previous !== "boolean") return null;
  const out: ScormNavValid = { continue: nav.continue, previous: nav.previous };
  const choice = booleans(nav.choice);
  const jump = booleans(nav.jump);
  if (choice) out.choice = choice;
  if (jump) out.jump = jump;
  return out;
}
