// SCORM 2004 4th Edition shared data (adl.data.n, from the manifest's adlcp:data/map): stores shared by the SCOs
// of a package for the learner's attempt. The server keeps them with the SCOs' data under a reserved key; a SCO
// writes only the stores its maps let it write (writeSharedData), and reads only those they let it read.
import type { ScormSharedData } from "./scorm";
import type { ScormScoData } from "./types";

/** The scorm_sco_states row of a block that holds its shared data stores ({ targetID: store }). */
export const SHARED_DATA_KEY = "#shared";
/** adl.data.n.store is a characterstring of at most 64,000 characters (RTE 4.3.1). */
export const SHARED_STORE_MAX_CHARS = 64000;

type Maps = NonNullable<ScormScoData["shared_data"]>;

/** The target ids in `stores` that `maps` do not let the SCO write (empty: the write may be kept). */
export function unwritableStores(maps: Maps | undefined, stores: Record<string, string>): string[] {
  const writable = new Set((maps ?? []).filter((map) => map.write).map((map) => map.id));
  return Object.keys(stores).filter((id) => !writable.has(id));
}

/** What a SCO's launch gets: its maps and the stores of those maps, or undefined when it has no map. */
export function launchSharedData(maps: Maps | undefined, stores: Record<string, string>): ScormSharedData | undefined {
  if (!maps?.length) return undefined;
  const own = Object.fromEntries(
    maps.flatMap((map) => (typeof stores[map.id] === "string" ? [[map.id, stores[map.id] as string]] : [])),
  );
  return { maps: maps.map((map) => ({ ...map })), stores: own };
}
