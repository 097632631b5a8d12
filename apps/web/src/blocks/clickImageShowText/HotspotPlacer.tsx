import type { Hotspot, MediaItem } from "@coursewright/course-model";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "./hotspots.css";
import { nudge, pointToPercent } from "./hotspots";

interface HotspotPlacerProps {
  item: MediaItem;
  hotspots: Hotspot[];
  onAdd(x: number, y: number): void;
  onMove(id: string, point: { x: number; y: number }): void;
}

/**
 * The image at its own aspect with the hotspots on it: a click on the image adds one there; a hotspot is
 * dragged, or nudged with the arrow keys, to move it. A drag is saved once, when it ends.
 */
export function HotspotPlacer({ item, hotspots, onAdd, onMove }: HotspotPlacerProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<{ id: string; x: number; y: number; moved: boolean } | null>(null);
  const pointAt = (clientX: number, clientY: number) => {
    const rect = box.current?.getBoundingClientRect();
    return rect ? pointToPercent(clientX, clientY, rect) : null;
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: clicking the picture places a hotspot there; keyboard users have the "Add hotspot" button and arrow keys.
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above.
    <div
      ref={box}
      className="cw-hotspot-editor"
      data-testid="hotspot-placer"
      onClick={(event) => {
        if (event.target instanceof Element && event.target.closest(".cw-hotspot")) return;
        const point = pointAt(event.clientX, event.clientY);
        if (point) onAdd(point.x, point.y);
      }}
    >
      <img src={item.url} alt={item.title} draggable={false} />
      {hotspots.map((hotspot, index) => {
        const dragging = drag?.id === hotspot.id;
        const x = dragging ? drag.x : hotspot.x;
        const y = dragging ? drag.y : hotspot.y;
        return (
          <button
            key={hotspot.id}
            type="button"
            className="cw-hotspot"
            style={{ left: `${x}%`, top: `${y}%` }}
            data-dragging={dragging}
            aria-label={t("blocks.click_image.move_label", { number: index + 1, x: Math.round(x), y: Math.round(y) })}
            onPointerDown={(event) => {
              if (event.button !== 0) return;
              event.currentTarget.setPointerCapture(event.pointerId);
              setDrag({ id: hotspot.id, x: hotspot.x, y: hotspot.y, moved: false });
            }}
            onPointerMove={(event) => {
              if (!dragging) return;
              const point = pointAt(event.clientX, event.clientY);
              if (point) setDrag({ id: hotspot.id, ...point, moved: true });
            }}
            onPointerUp={() => {
              if (dragging && drag.moved) onMove(hotspot.id, { x: drag.x, y: drag.y });
              setDrag(null);
            }}
            onPointerCancel={() => setDrag(null)}
            onKeyDown={(event) => {
              const next = nudge(event.key, event.shiftKey, hotspot);
              if (!next) return;
              event.preventDefault();
              onMove(hotspot.id, next);
            }}
            data-testid="hotspot-marker"
          >
            {index + 1}
          </button>
        );
      })}
    </div>
  );
}
