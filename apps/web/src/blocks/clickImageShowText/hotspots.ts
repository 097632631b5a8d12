import { type Hotspot, hotspotSchema } from "@coursewright/course-model";

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where an image of natural size `imageWidth` × `imageHeight` lands in a box drawing it with
 * object-fit: contain (scaled to fit, centred). Before the size is known it is the whole box.
 */
export function containedRect(boxWidth: number, boxHeight: number, imageWidth: number, imageHeight: number): Rect {
  if (boxWidth <= 0 || boxHeight <= 0 || imageWidth <= 0 || imageHeight <= 0) {
    return { left: 0, top: 0, width: Math.max(0, boxWidth), height: Math.max(0, boxHeight) };
  }
  const scale = Math.min(boxWidth / imageWidth, boxHeight / imageHeight);
  const width = imageWidth * scale;
  const height = imageHeight * scale;
  return { left: (boxWidth - width) / 2, top: (boxHeight - height) / 2, width, height };
}

/** A percentage as stored: within 0..100, to a tenth. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;
}

/** A point on the screen (clientX/clientY) as percentages of the image's rectangle on the screen. */
export function pointToPercent(clientX: number, clientY: number, image: Rect): { x: number; y: number } {
  if (image.width <= 0 || image.height <= 0) return { x: 50, y: 50 };
  return {
    x: clampPercent(((clientX - image.left) / image.width) * 100),
    y: clampPercent(((clientY - image.top) / image.height) * 100),
  };
}

/** Arrow keys move a hotspot by 1 % (5 % with Shift); other keys do not. */
export function nudge(key: string, shift: boolean, point: { x: number; y: number }): { x: number; y: number } | null {
  const step = shift ? 5 : 1;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = moves[key];
  if (!move) return null;
  return { x: clampPercent(point.x + move[0]), y: clampPercent(point.y + move[1]) };
}

const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** A short random id no hotspot of the block has yet. */
export function newHotspotId(taken: readonly string[], random: () => number = Math.random): string {
  for (;;) {
    let id = "";
    for (let i = 0; i < 8; i++) id += ID_ALPHABET[Math.floor(random() * ID_ALPHABET.length)] ?? "a";
    if (!taken.includes(id)) return id;
  }
}

/** The block's hotspots as settings hold them; an entry that does not fit the schema is left out. */
export function readHotspots(settings: Record<string, unknown>): Hotspot[] {
  const list = settings.hotspots;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    const parsed = hotspotSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Every hotspot was opened (and there is at least one). */
export function allOpened(hotspots: readonly Pick<Hotspot, "id">[], opened: ReadonlySet<string>): boolean {
  return hotspots.length > 0 && hotspots.every((hotspot) => opened.has(hotspot.id));
}
