import type {
  ScormLoadMessage,
  ScormRuntimeMessage,
  ScormSaveTarget,
  ScormSharedData,
  ScormSnapshot,
} from "@coursewright/course-model";
import { Alert, Button, Center, Stack, Text } from "@mantine/core";
import { type Ref, useImperativeHandle, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useScormFrame, withResume } from "./useScormFrame";
import { useTimeLimit } from "./useTimeLimit";

export interface ScormPlayerHandle {
  /** Ends the attempt as closing the package would. */
  finish(): void;
  /** Unloads the SCO (its last calls recorded) before the frame goes; settles within about 2 s. */
  unload(): Promise<void>;
  snapshot: ScormSnapshot | null;
}

export interface ScormPlayerProps {
  /** The launcher URL on the content origin (GET /api/medialibrary/scorms/{id}/launch). */
  launchUrl: string;
  onReport?: (snapshot: ScormSnapshot, message: ScormRuntimeMessage) => void;
  /** CMI data of an earlier attempt (the `state` of a commit or finish report) to resume from. */
  initialState?: Record<string, unknown>;
  /** Where the launcher sends the CMI data itself (the learner's progress on the server). */
  save?: ScormSaveTarget;
  height?: number | string;
  title?: string;
  /** adl.nav.request_valid from the package's sequencing (SCORM 2004). */
  nav?: ScormLoadMessage["nav"];
  /** The SCO's shared data maps and the learner's stores (SCORM 2004 4th Edition adl.data). */
  shared?: ScormSharedData;
  /** The launcher and the content it opened have loaded. */
  onLoad?: () => void;
  /**
   * Once a time limit has ended the SCO ("exit,…"): a new attempt of it (Start again), where attempts allow. Without
   * it the note says what to do instead (`afterExit`).
   */
  onStartAgain?: () => void;
  /** Said under the time-up note: what the learner does next (the block not completed, or how to go on). */
  afterExit?: string;
  ref?: Ref<ScormPlayerHandle>;
}

/**
 * Runs a SCORM package: the launcher on the content origin gives it the SCORM API and reports back by
 * postMessage. allow-same-origin concerns the content origin (another port or host than the app), so the
 * package keeps its own storage and still cannot reach the app's.
 */
export function ScormPlayer({
  launchUrl,
  onReport,
  initialState,
  save,
  nav,
  shared,
  height = 600,
  title,
  onLoad,
  onStartAgain,
  afterExit,
  ref,
}: ScormPlayerProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const unloadRef = useRef<() => Promise<void>>(() => Promise.resolve());
  const limit = useTimeLimit(initialState, () => void unloadRef.current());
  const [dismissed, setDismissed] = useState(false);
  const report = (next: ScormSnapshot, message: ScormRuntimeMessage) => {
    if (message.type === "initialize") limit.started(next.version);
    if (message.type === "finish") limit.stopped();
    onReport?.(next, message);
  };
  const { snapshot, finish, unload } = useScormFrame(frame, launchUrl, {
    onReport: report,
    initialState,
    save,
    nav,
    shared,
  });
  unloadRef.current = unload;
  useImperativeHandle(ref, () => ({ finish, unload, snapshot }), [finish, unload, snapshot]);
  // The launcher waits for saved data only when there is some; decided once per launch.
  const resume = initialState !== undefined;
  const src = useMemo(() => withResume(launchUrl, resume), [launchUrl, resume]);

  const { timeUp } = limit;
  // "exit,…": the SCO has been ended (unloaded, its data kept); the frame gives way to a note.
  const exited = timeUp?.exit === true;
  return (
    <div style={{ position: "relative", width: "100%", height }}>
      <iframe
        ref={frame}
        src={src}
        title={title ?? t("scorm.frame_title")}
        // allow-modals: a package's confirm("Resume where you left off?") and its alerts must reach the learner;
        // allow-downloads: packages offer their handouts as downloads (issue 16).
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-modals allow-downloads"
        onLoad={onLoad}
        allow="fullscreen; autoplay"
        allowFullScreen
        data-testid="scorm-frame"
        style={{ display: exited ? "none" : "block", width: "100%", height: "100%", border: 0, background: "#fff" }}
      />
      {exited && (
        <Center h="100%" p="md">
          {/* The SCO's data is kept (it was unloaded as leaving it would); the learner is told what comes next. */}
          <Stack align="center" gap="sm" maw={480}>
            <Text ta="center" role="status" data-testid="scorm-time-up">
              {timeUp.message ? t("scorm.time_up.exited") : t("scorm.time_up.ended")}
            </Text>
            {afterExit && (
              <Text ta="center" size="sm" data-testid="scorm-time-up-next">
                {afterExit}
              </Text>
            )}
            {onStartAgain && <Button onClick={onStartAgain}>{t("scorm.time_up.start_again")}</Button>}
          </Stack>
        </Center>
      )}
      {timeUp?.message && !exited && !dismissed && (
        <Alert
          role="alert"
          color="orange"
          withCloseButton
          closeButtonLabel={t("scorm.time_up.close")}
          onClose={() => setDismissed(true)}
          data-testid="scorm-time-up"
          style={{ position: "absolute", top: 8, left: 8, right: 8 }}
        >
          {t("scorm.time_up.continue")}
        </Alert>
      )}
    </div>
  );
}
