import type { DataEnvelope } from "@coursewright/course-model";
import { authClient } from "../../../api/http";

/** What the server keeps of an uploaded answer file. */
export interface AnswerFile {
  media_id: number;
  /** Signed address that plays in <audio>/<video>. */
  url: string;
  mime_type: string;
  size: number;
}

export const UPLOAD_ANSWER_PATH = "/api/course_player/upload_answer_file";

/** Sends a recording (or chosen file) for a question; the owner's preview has no share id. */
export async function uploadAnswerFile(
  blockId: number,
  shareId: string | null,
  file: Blob,
  fileName: string,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<AnswerFile> {
  const form = new FormData();
  form.append("file", file, fileName);
  const response = await authClient.upload<DataEnvelope<AnswerFile>>(UPLOAD_ANSWER_PATH, form, {
    query: { block_id: blockId, share_id: shareId ?? undefined },
    redirectOn404: false,
    onProgress: options.onProgress,
    signal: options.signal,
  });
  return response.data;
}
