import { useMediaQuery } from "@mantine/hooks";
import { type KeyboardEvent, useCallback, useEffect } from "react";
import { closeDrawers } from "../actions";
import { useBuilderStore } from "../store";
import { returnFocus } from "./drawerFocus";
import { DOCKED_QUERY, type Side } from "./drawerMode";

/** Keys inside a dialog or on an open list (a select's options) are theirs, Escape included. */
function ownedElsewhere(target: EventTarget | null): boolean {
  const element = target instanceof Element ? target : null;
  if (!element) return false;
  if (element.closest('[role="dialog"], [aria-modal="true"]')) return true;
  return element.matches('[aria-expanded="true"]:is([role="combobox"], [aria-haspopup])');
}

/**
 * Keeps the store's overlay flag on the window's width (drawerMode.ts) and, while a drawer covers the canvas,
 * closes it on a press outside it. Presses in menus and dialogs drawn outside the builder (portals) do not
 * count, nor those on the rails and the bar's drawer buttons, which open and close drawers themselves.
 * Returns the drawers' Escape handler.
 */
export function useDrawerMode(root: React.RefObject<HTMLElement | null>) {
  const docked = useMediaQuery(DOCKED_QUERY, true, { getInitialValueInEffect: false });
  const overlay = useBuilderStore((s) => s.overlay);
  const anyOpen = useBuilderStore((s) => s.leftOpen || s.rightOpen);

  useEffect(() => {
    const next = !docked;
    if (useBuilderStore.getState().overlay === next) return;
    // Narrowing to the overlay layout folds the drawers, so the canvas shows; widening keeps what is open.
    useBuilderStore.setState(next ? { overlay: true, leftOpen: false, rightOpen: false } : { overlay: false });
  }, [docked]);

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
