import {
  type DataEnvelope,
  launchUrlForSco,
  type ScormLaunchInfo,
  type ScormSnapshot,
  scoAttemptLimit,
  scormLaunchCmi,
  withManifestData,
} from "@coursewright/course-model";
import { Alert, Button, Center, Loader, Select, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { authClient } from "../api/http";
import { useSession } from "../session/store";
import { ScormPlayer, type ScormPlayerHandle } from "./ScormPlayer";
import { ScormStatusPanel } from "./ScormStatusPanel";

export const scormLaunchQueryKey = (mediaId: number) => ["scorm-launch", mediaId] as const;

function useScormLaunch(mediaId: number) {
  return useQuery({
    queryKey: scormLaunchQueryKey(mediaId),
    queryFn: async () =>
      (
        await authClient.get<DataEnvelope<ScormLaunchInfo>>(`/api/medialibrary/scorms/${mediaId}/launch`, {
          redirectOn404: false,
        })
      ).data,
    // Launch URLs stay valid for 6 to 12 hours; an hour-old one is still good.
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
}

/**
 * Tries a SCORM package of the media library: the package runs in a large frame, and what it reports
 * (started, completion, result, score, time) shows beside it as it happens.
 */
export function ScormPreview({ mediaId, height = 560 }: { mediaId: number; height?: number }) {
  const { t } = useTranslation();
  const launch = useScormLaunch(mediaId);
  const [sco, setSco] = useState<string | null>(null);
  const [snapshot, setSnapshot] = useState<ScormSnapshot | null>(null);
  const player = useRef<ScormPlayerHandle>(null);
  // A new attempt after a time limit ended the SCO (Start again), as in a course.
  const [run, setRun] = useState(0);
  // The signed-in creator is the learner, as in the course's preview.
  const userId = useSession((state) => state.user?.id);
  const userName = useSession((state) => state.user?.name ?? "");
  const learner = useMemo(
    () => ({ id: userId === undefined ? "" : String(userId), name: userName }),
    [userId, userName],
  );

  if (launch.isPending) {
    return (
      <Center h={height}>
        <Loader role="status" aria-label={t("scorm.loading")} />
      </Center>
    );
  }
  if (launch.isError) {
    return (
      <Alert color="red" title={t("scorm.load_failed")}>
        <Button variant="light" color="red" size="xs" mt="sm" onClick={() => void launch.refetch()}>
          {t("scorm.retry")}
        </Button>
      </Alert>
    );
  }

  const { scos } = launch.data;
  const current = scos.find((s) => s.identifier === sco) ?? scos[0];
  const launchUrl = current ? launchUrlForSco(launch.data.launch_url, current.launch) : launch.data.launch_url;
  // As in a course: Start again only while the manifest's attemptLimit leaves an attempt (`run` restarts so far).
  const attemptLimit = scoAttemptLimit(launch.data.tree, scos.length, current?.identifier ?? "");
  const attemptsLeft = attemptLimit === null || run + 1 < attemptLimit;
  return (
    <Stack gap="sm">
      {scos.length > 1 && (
        <Select
          label={t("scorm.sco")}
          data={scos.map((s) => ({ value: s.identifier, label: s.title }))}
          value={current?.identifier ?? null}
          onChange={(value) => {
            setSnapshot(null);
            setSco(value);
          }}
          allowDeselect={false}
          maw={420}
        />
      )}
      <ScormStatusPanel snapshot={snapshot} onFinish={() => player.current?.finish()} />
      <ScormPlayer
        key={`${launchUrl}:${run}`}
        ref={player}
        launchUrl={launchUrl}
        // The launch data a course gives the SCO (issue 16): the manifest's time limit, mastery score, launch data,
        // so the preview behaves as the course does. Each launch starts afresh (a preview keeps nothing).
        initialState={{
          cmi: withManifestData(launch.data.version, scormLaunchCmi(launch.data.version, null, learner), current?.data),
        }}
        height={height}
        onReport={setSnapshot}
        onStartAgain={
          attemptsLeft
            ? () => {
                setSnapshot(null);
                setRun((n) => n + 1);
              }
            : undefined
        }
        afterExit={attemptsLeft ? undefined : t("scorm.time_up.no_attempts.short", { count: attemptLimit })}
      />
    </Stack>
  );
}
