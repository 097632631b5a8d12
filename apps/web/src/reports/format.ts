/** Seconds as m:ss or h:mm:ss (language-neutral digits and colons; tables stay aligned). */
export function formatDuration(totalSeconds: number | null | undefined): string {
  if (totalSeconds === null || totalSeconds === undefined || !Number.isFinite(totalSeconds)) return "–";
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** A share 0..1 as a whole percentage, or a dash when there is none. */
export function formatShare(share: number | null): string {
  return share === null ? "–" : `${Math.round(share * 100)} %`;
}
