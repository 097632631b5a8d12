import { Alert, Button, FileButton, Group, Progress, Text } from "@mantine/core";
import {
  IconMicrophone,
  IconPlayerStopFilled,
  IconRefresh,
  IconTrash,
  IconUpload,
  IconVideo,
} from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BlockViewProps } from "../../faces";
import { usePlayAccess } from "../../playAccess";
import { QuestionFrame } from "../QuestionFrame";
import { type AnswerFile, uploadAnswerFile } from "./api";
import {
  acceptsFile,
  formatSeconds,
  type RecordingKind,
  recordingFileName,
  recordingLimit,
  storedMediaId,
} from "./recorderState";
import { type UploadFailure, uploadFailure } from "./uploadError";
import { useRecorder } from "./useRecorder";
import "./recorder.css";
import { useInterfaceRootProps } from "../../../i18n/contentLanguage";

interface RecordingAnswerViewProps extends BlockViewProps {
  kind: RecordingKind;
  /** data-testid of the root: block-view-<camelName>. */
  testId: string;
}

/** The camera's live picture while recording (muted: the learner must not hear themselves). */
function LivePreview({ stream, label }: { stream: MediaStream | null; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    if (stream) void video.play().catch(() => undefined);
    return () => {
      video.srcObject = null;
    };
  }, [stream]);
  return (
    <video ref={ref} className="cw-recorder-media cw-recorder-live" muted playsInline autoPlay aria-label={label} />
  );
}

/** Plays a recording or an uploaded answer with the browser's controls. */
function Playback({ kind, src, label }: { kind: RecordingKind; src: string; label: string }) {
  return kind === "audio" ? (
    // biome-ignore lint/a11y/useMediaCaption: the learner's own recording comes without captions.
    <audio className="cw-recorder-audio" src={src} controls preload="metadata" aria-label={label} />
  ) : (
    // biome-ignore lint/a11y/useMediaCaption: the learner's own recording comes without captions.
    <video className="cw-recorder-media" src={src} controls playsInline preload="metadata" aria-label={label} />
  );
}

/**
 * An audio or video answer: the learner records with the microphone or camera (or uploads a file when
 * recording is not possible), plays it back, and sends it; the upload shows its progress and the answer is
 * the stored file's media id. Not judged: after sending the frame says the answer was sent.
 */
export function RecordingAnswerView({ kind, block, mode, onAnswer, answered, testId }: RecordingAnswerViewProps) {
  const { t } = useTranslation();
  const chromeLang = useInterfaceRootProps().lang;
  const access = usePlayAccess();
  const maxSeconds = recordingLimit(block.settings);
  const recorder = useRecorder({ kind, maxSeconds });
  const { state } = recorder;
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<UploadFailure | null>(null);
  const [wrongFile, setWrongFile] = useState(false);
  const [sent, setSent] = useState<AnswerFile | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const resetFileRef = useRef<() => void>(null);
  const uploading = progress !== null;
  const live = mode === "player" && !answered;
  const typeKey = `blocks.quiz.quiz_${kind}_answer`;

  useEffect(() => () => abortRef.current?.abort(), []);

  // The button the learner pressed changes its job (start -> stop -> record again): keep the focus on it.
  const status = state.status;
  useEffect(() => {
    if (status !== "recording" && status !== "recorded") return;
    const active = document.activeElement;
    if (!active || active === document.body) primaryRef.current?.focus();
  }, [status]);

  const chooseFile = (file: File | null) => {
    resetFileRef.current?.();
    if (!file || !live || uploading) return;
    setFailure(null);
    if (!acceptsFile(file, kind)) {
      setWrongFile(true);
      return;
    }
    setWrongFile(false);
    recorder.takeFile(file);
  };

  const send = async () => {
    if (!live || uploading || state.status !== "recorded") return;
    const controller = new AbortController();
    abortRef.current = controller;
    setFailure(null);
    setProgress(0);
    try {
      const name = state.source === "file" && state.name ? state.name : recordingFileName(state.blob.type, kind);
      const file = await uploadAnswerFile(block.id, access?.shareId ?? null, state.blob, name, {
        onProgress: setProgress,
        signal: controller.signal,
      });
      setSent(file);
      setProgress(null);
      onAnswer?.({ media_id: file.media_id });
    } catch (error) {
      setProgress(null);
      setFailure(uploadFailure(error));
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  };

  const answeredId = answered ? storedMediaId(answered.answerValue) : null;
  const sentPlayback = answered && sent && sent.media_id === answeredId ? sent : null;

  const uploadButton = (
    <FileButton onChange={chooseFile} accept={`${kind}/*`} resetRef={resetFileRef} disabled={!live || uploading}>
      {(props) => (
        <Button
          {...props}
          variant="subtle"
          leftSection={<IconUpload size={16} aria-hidden />}
          data-testid="recorder-upload"
        >
          {t("blocks.quiz.recording.upload_file")}
        </Button>
      )}
    </FileButton>
  );

  const recordIcon = kind === "audio" ? <IconMicrophone size={16} aria-hidden /> : <IconVideo size={16} aria-hidden />;

  let body: ReactNode;
  if (answered) {
    body = sentPlayback ? (
      <Playback kind={kind} src={sentPlayback.url} label={t("blocks.quiz.recording.your_answer")} />
    ) : null;
  } else if (mode !== "player") {
    body = (
      <>
        <Group gap="xs">
          <Button leftSection={recordIcon} disabled>
            {t("blocks.quiz.recording.record")}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t("blocks.quiz.recording.limit", { max: formatSeconds(maxSeconds) })}
        </Text>
      </>
    );
  } else {
    body = (
      <>
        {state.status === "recording" && kind === "video" && (
          <LivePreview stream={recorder.stream} label={t("blocks.quiz.recording.camera_preview")} />
        )}
        {state.status === "recorded" && (
          <>
            <Playback kind={kind} src={state.url} label={t("blocks.quiz.recording.your_recording")} />
            {state.source === "file" && state.name && (
              <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                {t("blocks.quiz.recording.file_chosen", { name: state.name })}
              </Text>
            )}
            {!uploading && (
              <Text size="sm" c="dimmed">
                {t(`${typeKey}.review`)}
              </Text>
            )}
          </>
        )}
        {state.status === "recording" && (
          <div className="cw-recorder-timer">
            <Group gap={8} wrap="nowrap">
              <span className="cw-recorder-dot" aria-hidden />
              <Text size="sm" fw={600} role="timer" aria-label={t("blocks.quiz.recording.recording")}>
                {t("blocks.quiz.recording.elapsed", {
                  elapsed: formatSeconds(state.elapsed),
                  max: formatSeconds(maxSeconds),
                })}
              </Text>
            </Group>
            <Progress
              value={(state.elapsed / maxSeconds) * 100}
              color="red"
              size="sm"
              aria-label={t("blocks.quiz.recording.recording")}
            />
          </div>
        )}
        {state.status === "idle" && (
          <Text size="sm" c="dimmed">
            {t("blocks.quiz.recording.limit", { max: formatSeconds(maxSeconds) })}
          </Text>
        )}
        {state.status === "unsupported" && (
          <Text size="sm" data-testid="recorder-unsupported">
            {t("blocks.quiz.recording.unsupported")}
          </Text>
        )}
        {state.status === "denied" && (
          <Alert color="red" variant="light" role="alert" title={t(`${typeKey}.${state.reason}`)} p="xs">
            {state.reason === "denied"
              ? t("blocks.quiz.recording.denied_help")
              : t("blocks.quiz.recording.upload_hint")}
          </Alert>
        )}
        {!uploading && (
          <Group gap="xs">
            {state.status === "recording" ? (
              <Button
                ref={primaryRef}
                color="red"
                leftSection={<IconPlayerStopFilled size={16} aria-hidden />}
                onClick={recorder.stop}
                data-testid="recorder-stop"
              >
                {t("blocks.quiz.recording.stop")}
              </Button>
            ) : state.status === "recorded" ? (
              <Button
                ref={primaryRef}
                variant="default"
                leftSection={
                  state.source === "file" ? <IconTrash size={16} aria-hidden /> : <IconRefresh size={16} aria-hidden />
                }
                onClick={() => {
                  setFailure(null);
                  recorder.reset();
                }}
                data-testid="recorder-again"
              >
                {state.source === "file"
                  ? t("blocks.quiz.recording.remove_file")
                  : t("blocks.quiz.recording.record_again")}
              </Button>
            ) : state.status !== "unsupported" ? (
              <Button
                ref={primaryRef}
                variant="light"
                leftSection={recordIcon}
                loading={state.status === "requesting"}
                onClick={recorder.start}
                data-testid="recorder-start"
              >
                {state.status === "denied" ? t("blocks.quiz.recording.try_again") : t("blocks.quiz.recording.record")}
              </Button>
            ) : null}
            {state.status !== "recording" && state.status !== "requesting" && uploadButton}
          </Group>
        )}
        {state.status === "requesting" && (
          <Text size="sm" c="dimmed">
            {t("blocks.quiz.recording.requesting")}
          </Text>
        )}
        {uploading && (
          <div className="cw-recorder-upload" data-testid="recorder-progress">
            <Text size="sm">{t("blocks.quiz.recording.uploading", { percent: progress })}</Text>
            <Progress value={progress} size="sm" aria-label={t("blocks.quiz.recording.uploading_label")} />
            <Group>
              <Button variant="subtle" size="xs" onClick={() => abortRef.current?.abort()}>
                {t("blocks.quiz.recording.cancel_upload")}
              </Button>
            </Group>
          </div>
        )}
        <div aria-live="assertive">
          {wrongFile && (
            <Alert color="red" variant="light" p="xs" data-testid="recorder-error">
              {t(`${typeKey}.wrong_file`)}
            </Alert>
          )}
          {failure && (
            <Alert color="red" variant="light" p="xs" data-testid="recorder-error">
              {failure.key === "wrong_type"
                ? (failure.detail ?? t(`${typeKey}.wrong_file`))
                : t(`blocks.quiz.recording.error_${failure.key}`)}
            </Alert>
          )}
        </div>
      </>
    );
  }

  return (
    <QuestionFrame
      block={block}
      mode={mode}
      answered={answered}
      canCheck={state.status === "recorded" && !uploading}
      onCheck={() => void send()}
      checkLabel={t("blocks.quiz.recording.send")}
      testId={testId}
    >
      {/* All the recorder's words are the interface's (its layout stays the course's, so no dir). */}
      <div className="cw-recorder" data-status={answered ? "sent" : state.status} lang={chromeLang}>
        {body}
      </div>
    </QuestionFrame>
  );
}
