import {
  type ActivityDef,
  launchObjectives,
  launchSharedData,
  launchUrlForSco,
  type MediaItem,
  type NavRequest,
  navValidity,
  outline,
  type ScormLaunchInfo,
  withLaunchObjectives,
  withManifestData,
} from "@coursewright/course-model";
import { Button, Center, Stack, Text } from "@mantine/core";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useInterfaceRootProps } from "../../i18n/contentLanguage";
import { ScormPlayer, type ScormPlayerHandle } from "../../scorm/ScormPlayer";
import { ScormNavBar, ScormTree, useNarrow } from "./ScormNav";
import classes from "./ScormNav.module.css";
import type { ScoStates } from "./scoStates";
import { useSequencing } from "./useSequencing";

interface Props {
  item: MediaItem;
  launch: ScormLaunchInfo & { tree: ActivityDef };
  kept: ScoStates;
  onInteract(): void;
}

/**
 * A package of several SCOs: its organization as a tree beside the SCO (a drawer on small screens), previous /
 * next following its sequencing, and the block done when the root activity's rolled-up status says so.
 */
export function SequencedRun({ item, launch, kept, onInteract }: Props) {
  const { t } = useTranslation();
  const chrome = useInterfaceRootProps();
  const seq = useSequencing(launch.tree, launch.version, kept);
  const narrow = useNarrow();
  // Beside the SCO the tree starts open; as a drawer (small screens) it opens on request.
  const [asideOpen, setAsideOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const treeOpen = narrow ? drawerOpen : asideOpen;
  const toggleTree = () => (narrow ? setDrawerOpen((open) => !open) : setAsideOpen((open) => !open));
  const [busy, setBusy] = useState(false);
  const player = useRef<ScormPlayerHandle>(null);
  const reported = useRef(false);
  const entries = useMemo(() => outline(seq.tree, seq.state), [seq.tree, seq.state]);

  useEffect(() => {
    if (!seq.done || reported.current) return;
    reported.current = true;
    onInteract();
  }, [seq.done, onInteract]);

  const sco = launch.scos.find((s) => s.identifier === seq.currentSco) ?? null;
  const attempt = seq.state.current ? (seq.state.activities[seq.state.current]?.attempts ?? 0) : 0;
  // The learner's requests unload the SCO first, so its Terminate (and its data) comes before the request.
  const go = async (request: NavRequest) => {
    if (busy) return;
    setBusy(true);
    try {
      await player.current?.unload();
    } finally {
      seq.request(request);
      setBusy(false);
    }
  };
  // adl.nav.request_valid for the SCO: continue / previous as the buttons, choice and jump by activity.
  const nav = useMemo(() => navValidity(seq.tree, seq.state), [seq.tree, seq.state]);

  return (
    <Stack gap={4} h="100%" data-testid="block-view-scorm">
      <ScormNavBar
        title={sco?.title ?? launch.tree.title}
        entries={entries}
        canPrevious={seq.canPrevious}
        canNext={seq.canNext}
        busy={busy}
        treeOpen={treeOpen}
        onToggleTree={toggleTree}
        onPrevious={() => void go({ type: "previous" })}
        onNext={() => void go({ type: "continue" })}
        onChoose={(id) => void go({ type: "choice", target: id })}
      />
      <div style={{ display: "flex", flex: 1, minHeight: 0, gap: 8 }}>
        {treeOpen && !narrow && (
          <div className={classes.aside} data-testid="scorm-tree">
            <ScormTree entries={entries} onChoose={(id) => void go({ type: "choice", target: id })} />
          </div>
        )}
        <div style={{ position: "relative", flex: 1, minWidth: 0 }}>
          {sco ? (
            <div style={{ position: "absolute", inset: 0 }}>
              <ScormPlayer
                key={`${sco.identifier}:${attempt}`}
                ref={player}
                launchUrl={launchUrlForSco(launch.launch_url, sco.launch)}
                initialState={{
                  // cmi.objectives start with what the activity's objective maps read from the globals (RTE 4.2.17).
                  cmi: withLaunchObjectives(
                    withManifestData(launch.version, kept.launchCmi(sco.identifier), sco.data),
                    seq.state.current ? launchObjectives(seq.tree, seq.state, seq.state.current) : [],
                  ),
                }}
                save={kept.saveTarget(sco.identifier)}
                nav={nav}
                shared={
                  launch.version === "2004" ? launchSharedData(sco.data?.shared_data, kept.sharedStores()) : undefined
                }
                height="100%"
                title={`${item.title}: ${sco.title}`}
                // The package's sequencing decides what follows (its attempt limits, retries): its navigation goes on.
                afterExit={t("scorm.time_up.go_on")}
                onReport={(_snapshot, message) => {
                  if (message.shared) kept.rememberShared(message.shared);
                  const cmi = message.state?.cmi;
                  if (!cmi || typeof cmi !== "object") return;
                  kept.remember(sco.identifier, cmi as Record<string, unknown>);
                  seq.report(
                    sco.identifier,
                    cmi as Record<string, unknown>,
                    message.type === "finish",
                    message.nav_request,
                  );
                }}
                // An asset makes no API call: it counts as completed once it has loaded (issue 16 item 2).
                onLoad={() => {
                  if (sco.asset)
                    seq.report(
                      sco.identifier,
                      { core: { lesson_status: "completed" }, completion_status: "completed" },
                      true,
                    );
                }}
              />
            </div>
          ) : (
            <Center h="100%" p="md">
              <Stack align="center" gap="sm" maw={420} {...chrome}>
                <Text ta="center" data-testid="scorm-session-note">
                  {seq.state.suspended
                    ? t("scorm.nav.suspended")
                    : seq.state.ended
                      ? t("scorm.nav.ended")
                      : t("scorm.nav.choose")}
                </Text>
                {seq.state.suspended ? (
                  <Button onClick={() => seq.request({ type: "resumeAll" })}>{t("scorm.nav.resume")}</Button>
                ) : seq.state.ended && !seq.done ? (
                  <Button variant="light" onClick={seq.startAgain}>
                    {t("scorm.nav.start_again")}
                  </Button>
                ) : null}
              </Stack>
            </Center>
          )}
        </div>
      </div>
    </Stack>
  );
}
