import type { DataEnvelope, ScormLaunchInfo } from "@coursewright/course-model";
import { useQuery } from "@tanstack/react-query";
import { authClient } from "../../api/http";
import { scormLaunchQueryKey } from "../../scorm/ScormPreview";
import type { PlayAccess } from "../playAccess";

const HOUR = 60 * 60 * 1000;

/**
 * The package's launch address. A learner (inside the player) asks the player's route, which checks their
 * access to the course through the block media row; the author's canvas preview uses the media library's
 * route (the same request and cache entry as the library's preview).
 */
export function useScormLaunch(mediaId: number, blockMediaId: number, access: PlayAccess | null) {
  return useQuery({
    queryKey: access ? ["scorm-launch", "player", blockMediaId, access.shareId] : scormLaunchQueryKey(mediaId),
    queryFn: async () =>
      (
        await authClient.get<DataEnvelope<ScormLaunchInfo>>(
          access ? `/api/course_player/scorm_launch/${blockMediaId}` : `/api/medialibrary/scorms/${mediaId}/launch`,
          { redirectOn404: false, query: access?.shareId ? { share_id: access.shareId } : undefined },
        )
      ).data,
    staleTime: HOUR,
    retry: false,
  });
}
