import type { AnswerFileRow } from "../../db/schema";
import type { Signer } from "../../http/signing";

/** What the signature of an answer file URL covers; the prefix keeps it apart from media library signatures. */
export const answerFileSignatureData = (id: number, exp: number) => `answer:${id}:${exp}`;

export const answerFilePath = (id: number) => `/api/course_player/answer_files/${id}`;

/**
 * A signed, time-limited address of a recording (an <audio> or <video> src cannot send the bearer token).
 * Only its learner and the course's creator are given one; the reports issue signs them the same way.
 */
export function signedAnswerFileUrl(signer: Signer, id: number, exp = signer.expiry()): string {
  return `${answerFilePath(id)}?exp=${exp}&sig=${signer.sign(answerFileSignatureData(id, exp))}`;
}

export interface AnswerFileBody {
  /** The answer_files id: the `media_id` of a quiz_audio_answer / quiz_video_answer answer. */
  media_id: number;
  url: string;
  mime_type: string;
  size: number;
}

export function presentAnswerFile(row: AnswerFileRow, signer: Signer, exp = signer.expiry()): AnswerFileBody {
  return { media_id: row.id, url: signedAnswerFileUrl(signer, row.id, exp), mime_type: row.mime_type, size: row.size };
}
