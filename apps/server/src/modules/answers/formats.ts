import { Readable } from "node:stream";
import { BLOCK_TYPE } from "@coursewright/course-model";
import { headMatches, SNIFF_BYTES } from "../media/sniff";

/** What a question records: quiz_audio_answer takes sound, quiz_video_answer pictures (and sound). */
export type AnswerKind = "audio" | "video";

export function answerKindOfBlock(type: number): AnswerKind | null {
  if (type === BLOCK_TYPE.QUIZ_AUDIO_ANSWER) return "audio";
  if (type === BLOCK_TYPE.QUIZ_VIDEO_ANSWER) return "video";
  return null;
}

/** The extensions each kind accepts, as the refusal lists them. */
export const ANSWER_EXTENSIONS: Record<AnswerKind, readonly string[]> = {
  audio: ["webm", "ogg", "mp3", "m4a", "wav"],
  video: ["webm", "mp4", "mov"],
};

export interface AnswerFormat {
  extension: string;
  mimeType: string;
}

/**
 * The format of a recording from its first bytes, never from its name (a recorded Blob is often sent as
 * "blob"): WebM is taken for both kinds (MediaRecorder writes audio-only WebM too) and typed by the question;
 * ISO media is M4A for audio and MP4 (or QuickTime by its "qt" brand) for video. null: not an accepted format.
 */
export function answerFormat(kind: AnswerKind, head: Buffer): AnswerFormat | null {
  if (headMatches("webm", head)) return { extension: "webm", mimeType: `${kind}/webm` };
  if (kind === "audio") {
    if (headMatches("ogv", head)) return { extension: "ogg", mimeType: "audio/ogg" };
    if (headMatches("wav", head)) return { extension: "wav", mimeType: "audio/wav" };
    if (headMatches("m4a", head)) return { extension: "m4a", mimeType: "audio/mp4" };
    if (headMatches("mp3", head)) return { extension: "mp3", mimeType: "audio/mpeg" };
    return null;
  }
  if (headMatches("mp4", head) && head.toString("latin1", 8, 12) !== "qt  ")
    return { extension: "mp4", mimeType: "video/mp4" };
  if (headMatches("mov", head)) return { extension: "mov", mimeType: "video/quicktime" };
  return null;
}

/**
 * Reads the first `bytes` (fewer when the file is shorter) of a stream; `rest` streams the whole file again,
 * head included, from where the reading stopped, so nothing more than the head is ever held.
 */
export async function readHead(stream: Readable, bytes = SNIFF_BYTES): Promise<{ head: Buffer; rest: Readable }> {
  // A for-await loop left early would destroy the stream: the iterator is driven by hand instead.
  const iterator: AsyncIterator<Buffer | string> = stream[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let size = 0;
  let ended = false;
  while (size < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    const chunk = Buffer.from(next.value);
    chunks.push(chunk);
    size += chunk.length;
  }
  const head = Buffer.concat(chunks);
  async function* all() {
    if (head.length > 0) yield head;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield Buffer.from(next.value);
    }
  }
  return { head, rest: Readable.from(all(), { objectMode: false }) };
}
