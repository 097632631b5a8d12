import { useLayoutEffect } from "react";
import { fitToolbar, toolbarBelow, visibleSpan } from "./toolbarFit";

/**
 * Keeps the floating text toolbar on one line inside the canvas and the viewport (toolbarFit.ts) while a field
 * of the block is being typed in, above the block or, where that would cover the page's title or leave the
 * canvas's visible top (a block in the first row), under it: placed again when the block, the canvas (a drawer opening) or the window
 * change size. Styles are set on the slot directly: the toolbar must not re-render the fields under it.
 */
export function useToolbarFit(slot: HTMLElement | null, activeField: string | null): void {
  useLayoutEffect(() => {
    const block = slot?.parentElement;
    if (!slot || !block || activeField === null) return;
    const canvas = slot.closest<HTMLElement>(".cw-canvas");
    const title = slot.closest(".cw-canvas-page")?.querySelector(".cw-canvas-page__title") ?? null;
    const place = () => {
      const toolbar = slot.firstElementChild;
      if (!(toolbar instanceof HTMLElement)) return;
      const box = block.getBoundingClientRect();
      const area = canvas?.getBoundingClientRect() ?? { left: 0, right: window.innerWidth };
      const fit = fitToolbar(
        { left: box.left, right: box.right },
        toolbar.scrollWidth,
        visibleSpan(area, document.documentElement.clientWidth),
        getComputedStyle(slot).direction === "rtl",
      );
      slot.style.transform = fit.shift === 0 ? "" : `translateX(${fit.shift}px)`;
      slot.style.maxWidth = `${fit.maxWidth}px`;
      const ceiling = Math.max(title?.getBoundingClientRect().bottom ?? 0, canvas?.getBoundingClientRect().top ?? 0);
      slot.toggleAttribute("data-below", toolbarBelow(box.top, toolbar.offsetHeight, ceiling));
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(block);
    if (canvas) observer.observe(canvas);
    // The toolbar arrives in the slot after the field takes focus (a portal), and changes width with its state.
    const arrivals = new MutationObserver(() => {
      if (slot.firstElementChild) observer.observe(slot.firstElementChild);
      place();
    });
    arrivals.observe(slot, { childList: true });
    if (slot.firstElementChild) observer.observe(slot.firstElementChild);
    window.addEventListener("resize", place);
    // Scrolling the canvas moves the block under its visible top edge: the toolbar may have to change sides.
    document.addEventListener("scroll", place, { capture: true, passive: true });
    return () => {
      observer.disconnect();
      arrivals.disconnect();
      window.removeEventListener("resize", place);
      document.removeEventListener("scroll", place, { capture: true });
      slot.style.transform = "";
      slot.style.maxWidth = "";
      slot.removeAttribute("data-below");
    };
  }, [slot, activeField]);
}
