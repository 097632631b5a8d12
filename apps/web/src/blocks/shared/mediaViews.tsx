import { useState } from "react";
import type { ViewMode } from "../faces";
import { useFrameInteraction } from "./mediaPlayer";

/**
 * A provider's player in a frame filling the cell (the player letterboxes the video itself, so any cell
 * shape works). On the builder canvas a transparent layer covers it: pointer events inside a cross-origin
 * frame never reach the page, so without it the frame would swallow the canvas's drag and selection.
 */
export function EmbedFrame({
  src,
  title,
  mode,
  onInteract,
}: {
  src: string;
  title: string;
  mode: ViewMode;
  onInteract(): void;
}) {
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  useFrameInteraction(frame, mode === "player", onInteract);
  return (
    <div style={{ position: "relative", width: "100%", height: "100%", background: "#000" }}>
      <iframe
        ref={setFrame}
        src={src}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ position: "absolute", inset: 0, width: "100%", height: "100%", border: 0 }}
        tabIndex={mode === "builder" ? -1 : undefined}
      />
      {mode === "builder" && (
        <div aria-hidden data-testid="embed-builder-overlay" style={{ position: "absolute", inset: 0 }} />
      )}
    </div>
  );
}
