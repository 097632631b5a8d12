import { useEffect } from "react";
import { useBuilderStore } from "../store";

// The grid draws its blocks a frame or two after the page (it measures its width first).
const MAX_FRAMES = 30;

/**
 * A block just added (from the palette, a paste, a duplicate) takes the keyboard focus on its select button,
 * so an author working from the keyboard goes on with it at once: arrows move it, Shift+arrows resize it.
 * The palette button that added it has usually gone by then (the drawer shows the block's properties).
 */
export function useFocusTarget(): void {
  const blockId = useBuilderStore((s) => s.focusBlockId);
  useEffect(() => {
    if (blockId === null) return;
    let frame = 0;
    let handle = 0;
    const tryFocus = () => {
      const button = document.querySelector<HTMLElement>(`[data-canvas-block="${blockId}"] .cw-canvas-block__select`);
      if (button) {
        button.focus({ preventScroll: true });
        useBuilderStore.setState({ focusBlockId: null });
      } else if (++frame < MAX_FRAMES) handle = requestAnimationFrame(tryFocus);
      else useBuilderStore.setState({ focusBlockId: null });
    };
    handle = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(handle);
  }, [blockId]);
}
