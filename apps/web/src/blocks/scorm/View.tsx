import {
  buildTree,
  globalTargets,
  launchSharedData,
  launchUrlForSco,
  type MediaItem,
  scoAttemptLimit,
  withManifestData,
} from "@coursewright/course-model";
import { Alert, Button, Center, Loader, Paper, Select, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconPackage, IconPlayerPlay } from "@tabler/icons-react";
import { lazy, Suspense, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useInterfaceRootProps } from "../../i18n/contentLanguage";
import { ScormPlayer, type ScormPlayerHandle } from "../../scorm/ScormPlayer";
import { useSession } from "../../session/store";
import type { BlockViewProps } from "../faces";
import { usePlayAccess } from "../playAccess";
import { scormDone } from "./done";
import { SequencedRun } from "./SequencedRun";
import { useScoStates } from "./scoStates";
import { useScormLaunch } from "./useLaunch";

// The builder's card only: the media library's preview (and the query client it uses) stays out of the player.
const PreviewDialog = lazy(() =>
  import("../../media/preview/PreviewDialog").then((module) => ({ default: module.PreviewDialog })),
);

/**
 * A SCORM package. The player runs it in the cell; the canvas shows a card instead (running it there would be
 * heavy and start attempts), with a button opening the media library's preview.
 */
export function ScormView({ media, mode, onInteract }: BlockViewProps) {
  const { t } = useTranslation();
  const item = media[0]?.medialibrary_item ?? null;
  if (!item) {
    return (
      <Center h="100%" p="sm" data-testid="block-view-scorm">
        {mode === "builder" && (
          <Text size="sm" c="dimmed" ta="center">
            {t("blocks.scorm.empty")}
          </Text>
        )}
      </Center>
    );
  }
  if (mode === "builder") return <ScormCard item={item} />;
  return <ScormRun key={item.id} item={item} blockMediaId={media[0]?.id ?? 0} onInteract={onInteract} />;
}

function ScormCard({ item }: { item: MediaItem }) {
  const { t } = useTranslation();
  const [previewing, setPreviewing] = useState(false);
  // Loaded on the first click, then kept, so the dialog closes with its transition.
  const opened = useRef(false);
  if (previewing) opened.current = true;
  const scorm = item.custom_properties.scorm;
  return (
    <Center h="100%" p="md" data-testid="block-view-scorm">
      <Paper withBorder radius="md" p="lg" maw={420} w="100%">
        <Stack align="center" gap="sm">
          <ThemeIcon size={56} radius="md" variant="light" color="indigo">
            <IconPackage size={32} aria-hidden />
          </ThemeIcon>
          <Text fw={600} ta="center" style={{ overflowWrap: "anywhere" }}>
            {scorm?.title || item.title}
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            {t("blocks.scorm.card_hint", { version: scorm?.edition ?? scorm?.version ?? "?" })}
          </Text>
          <Button
            variant="light"
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            onClick={() => setPreviewing(true)}
          >
            {t("blocks.scorm.preview")}
          </Button>
        </Stack>
      </Paper>
      {opened && (
        <Suspense fallback={null}>
          <PreviewDialog item={previewing ? item : null} onClose={() => setPreviewing(false)} />
        </Suspense>
      )}
    </Center>
  );
}

function ScormRun({ item, blockMediaId, onInteract }: { item: MediaItem; blockMediaId: number; onInteract(): void }) {
  const { t } = useTranslation();
  const access = usePlayAccess();
  const launch = useScormLaunch(item.id, blockMediaId, access);
  // A preview's learner is the signed-in creator (a learner's progress gets them from the server).
  const userId = useSession((state) => state.user?.id);
  const userName = useSession((state) => state.user?.name ?? "");
  const learner = useMemo(
    () => ({ id: userId === undefined ? "" : String(userId), name: userName }),
    [userId, userName],
  );
  const version = launch.status === "ready" ? launch.data.version : null;
  const states = useScoStates(blockMediaId, version, access, learner);
  const [sco, setSco] = useState<string | null>(null);
  const [switching, setSwitching] = useState(false);
  const player = useRef<ScormPlayerHandle>(null);
  const reported = useRef(false);
  const chrome = useInterfaceRootProps();
  // Whether the block is done (the SCO completed or passed): a time-up note says what is left to do otherwise.
  const [done, setDone] = useState(false);
  // A new attempt of the SCO after a time limit ended it (Start again): the player relaunches it afresh.
  const [run, setRun] = useState(0);

  if (launch.status === "pending" || states.status === "pending") {
    return (
      <Center h="100%" data-testid="block-view-scorm" {...chrome}>
        <Loader role="status" aria-label={t("scorm.loading")} />
      </Center>
    );
  }
  if (launch.status === "error" || states.status === "error") {
    return (
      <Center h="100%" p="sm" data-testid="block-view-scorm" {...chrome}>
        <Alert color="red" title={t("scorm.load_failed")}>
          {launch.status === "error" && (
            <Button variant="light" color="red" size="xs" mt="sm" onClick={launch.retry}>
              {t("scorm.retry")}
            </Button>
          )}
        </Alert>
      </Center>
    );
  }

  const { tree } = launch.data;
  // A single SCO mapping global objectives goes through the sequencing too: it reads and writes the learner's.
  if (tree && (launch.data.scos.length > 1 || globalTargets(buildTree(tree)).size > 0)) {
    // Several SCOs: the organization's tree and its sequencing replace the dropdown (issue 16 items 5 and 6).
    return <SequencedRun item={item} launch={{ ...launch.data, tree }} kept={states.states} onInteract={onInteract} />;
  }
  const kept = states.states;
  const { scos } = launch.data;
  const current = scos.find((s) => s.identifier === sco) ?? scos[0];
  const launchUrl = current ? launchUrlForSco(launch.data.launch_url, current.launch) : launch.data.launch_url;
  const scoId = current?.identifier ?? "";
  // The manifest's attemptLimit (imsss:limitConditions) bounds Start again; the server refuses one past it too.
  const attemptLimit = scoAttemptLimit(tree, scos.length, scoId);
  const attemptsLeft = attemptLimit === null || kept.attemptsUsed(scoId) < attemptLimit;
  const afterExit = attemptsLeft
    ? t(done ? "scorm.time_up.done" : "scorm.time_up.not_done")
    : t(done ? "scorm.time_up.no_attempts.done" : "scorm.time_up.no_attempts.not_done", { count: attemptLimit });
  // Another SCO is opened only once this one has unloaded, so its last calls are kept (issue 16 item 3).
  const switchTo = async (next: string | null) => {
    if (!next || next === scoId || switching) return;
    setSwitching(true);
    try {
      await player.current?.unload();
    } finally {
      setSco(next);
      setSwitching(false);
    }
  };
  return (
    <Stack gap="xs" h="100%" data-testid="block-view-scorm">
      {scos.length > 1 && (
        <Select
          aria-label={t("scorm.sco")}
          size="xs"
          data={scos.map((s) => ({ value: s.identifier, label: s.title }))}
          value={current?.identifier ?? null}
          onChange={(next) => void switchTo(next)}
          disabled={switching}
          allowDeselect={false}
          maw={420}
        />
      )}
      <div style={{ position: "relative", flex: 1, minHeight: 0 }}>
        <div style={{ position: "absolute", inset: 0 }}>
          <ScormPlayer
            key={`${launchUrl}:${run}`}
            ref={player}
            launchUrl={launchUrl}
            initialState={{ cmi: withManifestData(launch.data.version, kept.launchCmi(scoId), current?.data) }}
            save={kept.saveTarget(scoId)}
            shared={
              launch.data.version === "2004"
                ? launchSharedData(current?.data?.shared_data, kept.sharedStores())
                : undefined
            }
            height="100%"
            title={item.title}
            onReport={(snapshot, message) => {
              if (message.shared) kept.rememberShared(message.shared);
              const cmi = message.state?.cmi;
              if (cmi && typeof cmi === "object") kept.remember(scoId, cmi as Record<string, unknown>);
              if (reported.current || !scormDone(snapshot)) return;
              reported.current = true;
              setDone(true);
              onInteract();
            }}
            // An asset makes no API call: it counts as completed once it has loaded (issue 16).
            onLoad={() => {
              if (reported.current || !current?.asset) return;
              reported.current = true;
              setDone(true);
              onInteract();
            }}
            // One SCO: a time limit that ended it offers a new attempt while its attemptLimit leaves one, its data
            // reset (ab-initio, no time used) as Moodle and SCORM Cloud do; a block already done stays done.
            onStartAgain={
              attemptsLeft
                ? () => {
                    kept.restart(scoId);
                    setRun((n) => n + 1);
                  }
                : undefined
            }
            afterExit={afterExit}
          />
        </div>
      </div>
    </Stack>
  );
}
