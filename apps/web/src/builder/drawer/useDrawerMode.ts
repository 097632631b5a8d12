import { useMediaQuery } from "@mantine/hooks";
import { type KeyboardEvent, useCallback, useEffect, useRef } from "react";
import { closeDrawers } from "../actions";
import { useBuilderStore } from "../store";
import { returnFocus } from "./drawerFocus";
import { DOCKED_QUERY, type DrawersBeforeNarrowing, drawersAfterResize, type Side, WIDE_QUERY } from "./drawerMode";

/** Keys inside a dialog or on an open list (a select's options) are theirs, Escape included. */
function ownedElsewhere(target: EventTarget | null): boolean {
  const element = target instanceof Element ? target : null;
  if (!element) return false;
  if (element.closest('[role="dialog"], [aria-modal="true"]')) return true;
  return element.matches('[aria-expanded="true"]:is([role="combobox"], [aria-haspopup])');
}

/**
 * Keeps the drawers on the window's width as it is resized (drawerMode.ts drawersAfterResize) and, while a drawer covers the canvas,
 * closes it on a press outside it. Presses in menus and dialogs drawn outside the builder (portals) do not
 * count, nor those on the rails and the bar's drawer buttons, which open and close drawers themselves.
 * Returns the drawers' Escape handler.
 */
export function useDrawerMode(root: React.RefObject<HTMLElement | null>) {
  const docked = useMediaQuery(DOCKED_QUERY, true, { getInitialValueInEffect: false });
  const overlay = useBuilderStore((s) => s.overlay);
  const anyOpen = useBuilderStore((s) => s.leftOpen || s.rightOpen);

  const wide = useMediaQuery(WIDE_QUERY, true, { getInitialValueInEffect: false });
  // The width the drawers were last laid out for (the store's initialDrawers did it when the builder opened),
  // and which drawers were open before the window narrowed below 1440 px, to reopen them when it widens again.
  const laidOutFor = useRef({ wide, docked });
  const beforeNarrowing = useRef<DrawersBeforeNarrowing>({ leftOpen: true, rightOpen: true });

  useEffect(() => {
    const from = laidOutFor.current;
    const to = { wide, docked };
    laidOutFor.current = to;
    const state = useBuilderStore.getState();
    if (from.wide && !to.wide) beforeNarrowing.current = { leftOpen: state.leftOpen, rightOpen: state.rightOpen };
    const patch = drawersAfterResize(state, from, to, beforeNarrowing.current);
    if (patch) useBuilderStore.setState(patch);
  }, [wide, docked]);

  useEffect(() => {
    if (!overlay || !anyOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || !root.current?.contains(target)) return;
      if (target.closest("[data-drawer], [data-drawer-toggle]")) return;
      closeDrawers();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [overlay, anyOpen, root]);

  return useCallback((side: Side) => {
    return (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== "Escape" || event.defaultPrevented || !useBuilderStore.getState().overlay) return;
      if (ownedElsewhere(event.target)) return;
      // Not also "deselect the block" (builder/shortcuts.ts skips a handled key).
      event.preventDefault();
      useBuilderStore.setState(side === "left" ? { leftOpen: false } : { rightOpen: false });
      returnFocus(side);
    };
  }, []);
}
