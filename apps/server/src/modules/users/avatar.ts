import { randomBytes } from "node:crypto";
import { ValidationError } from "../../http/errors";
import { loadSharp } from "../media/loadSharp";

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "gif"]);
export const AVATAR_SIZE = 256;

/**
 * Checks what the bytes really are (not the name or the declared type), then makes a square
 * WebP thumbnail. Re-encoding also drops metadata such as GPS positions.
 */
export async function makeAvatar(data: Buffer): Promise<Buffer> {
  // sharp throws on an empty buffer before any promise could catch it.
  if (data.length === 0) throw ValidationError.field("file", "validation.image_type");
  const sharp = await loadSharp();
  const format = await sharp(data)
    .metadata()
    .then((m) => m.format)
    .catch(() => undefined);
  if (!format || !ACCEPTED_FORMATS.has(format)) throw ValidationError.field("file", "validation.image_type");
  return sharp(data)
    .rotate()
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" })
    .webp({ quality: 85 })
    .toBuffer()
    .catch(() => {
      throw ValidationError.field("file", "validation.image_type");
    });
}

/** Random, so avatar URLs cannot be enumerated; a new key per upload, so they can be cached forever. */
export function newAvatarKey(): string {
  return `avatars/${randomBytes(16).toString("hex")}.webp`;
}
