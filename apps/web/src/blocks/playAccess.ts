import type { ProgressMode } from "@coursewright/course-model";
import { createContext, useContext } from "react";

/**
 * How the learner reached the course being played: the share they came through (null for the owner's
 * preview). Views that ask the server for more (a SCORM package's launch address) pass it on, so the
 * server can check the learner's access; the builder provides nothing.
 */
export interface PlayAccess {
  shareId: string | null;
  /** Where the course's progress goes; a SCORM block keeps its SCOs' data there too. */
  mode?: ProgressMode;
  /** The course attempt being played: a new attempt starts the SCORM blocks' SCOs afresh. */
  attempt?: number;
}

export const PlayAccessContext = createContext<PlayAccess | null>(null);

export const usePlayAccess = (): PlayAccess | null => useContext(PlayAccessContext);
