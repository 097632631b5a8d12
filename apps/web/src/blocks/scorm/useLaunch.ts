import type { DataEnvelope, ScormLaunchInfo } from "@coursewright/course-model";
import { useEffect, useState } from "react";
import { authClient } from "../../api/http";
import type { PlayAccess } from "../playAccess";
import { createLaunchCache } from "./launchCache";

const HOUR = 60 * 60 * 1000;
const launches = createLaunchCache<ScormLaunchInfo>(HOUR);

export type ScormLaunch =
  | { status: "pending" }
  | { status: "error"; retry(): void }
  | { status: "ready"; data: ScormLaunchInfo };

/**
 * The package's launch address. A learner (inside the player) asks the player's route, which checks their
 * access to the course through the block media row; a preview without a share uses the media library's
 * route. Works without a query client: the player's own page (player.html) has none.
 */
export function useScormLaunch(mediaId: number, blockMediaId: number, access: PlayAccess | null): ScormLaunch {
  const url = access ? `/api/course_player/scorm_launch/${blockMediaId}` : `/api/medialibrary/scorms/${mediaId}/launch`;
  const shareId = access?.shareId ?? null;
  const key = `${url}?${shareId ?? ""}`;
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; attempt: number; launch: ScormLaunch } | null>(null);

  useEffect(() => {
    let current = true;
    const fetchLaunch = async () =>
      (
        await authClient.get<DataEnvelope<ScormLaunchInfo>>(url, {
          redirectOn404: false,
          query: shareId ? { share_id: shareId } : undefined,
        })
      ).data;
    launches.get(key, fetchLaunch).then(
      (data) => current && setAnswer({ key, attempt, launch: { status: "ready", data } }),
      () =>
        current &&
        setAnswer({
          key,
          attempt,
          launch: {
            status: "error",
            retry: () => {
              launches.forget(key);
              setAttempt((n) => n + 1);
            },
          },
        }),
    );
    return () => {
      current = false;
    };
  }, [key, url, shareId, attempt]);

  return answer && answer.key === key && answer.attempt === attempt ? answer.launch : { status: "pending" };
}
