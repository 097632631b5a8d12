import { useEffect } from "react";
import { useBuilderStore } from "../store";

/**
 * After a block is added the canvas brings it into view once the grid has laid it out (spec 4: 300 ms
 * later), then forgets the request.
 */
export function useScrollTarget(): void {
  const target = useBuilderStore((s) => s.scrollTarget);
  useEffect(() => {
    if (!target) return;
    const timer = window.setTimeout(() => {
      const element = document.querySelector(`[data-canvas-block="${target.blockId}"]`);
      element?.scrollIntoView({ behavior: "smooth", block: "nearest" });
      if (useBuilderStore.getState().scrollTarget === target) useBuilderStore.setState({ scrollTarget: null });
    }, target.afterMs);
    return () => window.clearTimeout(timer);
  }, [target]);
}
