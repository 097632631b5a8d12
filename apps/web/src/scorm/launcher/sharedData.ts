// SCORM 2004 4th Edition shared data in the launcher (issue 16 item 4): the SCO's adlcp:data maps and the learner's
// stores go into the runtime before the SCO starts; scorm-again then answers adl.data.n as the RTE says (403 for a
// store never written, 405 reading a store the map does not let it read, 404 writing one it may not write).
import type { ScormSharedData } from "@coursewright/course-model/media/scorm";
import type { Scorm2004API } from "scorm-again";

type Json = Record<string, unknown>;

const obj = (value: unknown): Json =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : {};

/** The shared data of a load message, checked field by field (it crosses origins). */
export function readSharedData(value: unknown): ScormSharedData | null {
  const data = obj(value);
  if (!Array.isArray(data.maps)) return null;
  const maps = data.maps
    .map(obj)
    .filter((map) => typeof map.id === "string" && map.id !== "")
    .map((map) => ({ id: String(map.id), read: map.read !== false, write: map.write !== false }));
  const stores = Object.fromEntries(
    Object.entries(obj(data.stores)).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  return maps.length > 0 ? { maps, stores } : null;
}

/** Gives the runtime the SCO's maps and stores (before Initialize). */
export function applySharedData(api: Scorm2004API, shared: ScormSharedData): void {
  api.adl.restoreSharedDataSnapshot(shared.stores);
  api.adl.configureSharedDataMaps(
    shared.maps.map((map) => ({ targetID: map.id, readSharedData: map.read, writeSharedData: map.write })),
  );
}

/** The stores the SCO may write, as they are now (sent with its data to be kept), or undefined when none. */
export function writableStores(api: Scorm2004API): Record<string, string> | undefined {
  try {
    const stores = api.adl.captureWritableSharedDataSnapshot();
    return Object.keys(stores).length > 0 ? stores : undefined;
  } catch {
    return undefined;
  }
}
