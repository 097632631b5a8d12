import { create } from "zustand";

const MINI_KEY = "sidebar_mini";

function readMini(): boolean {
  try {
    return window.localStorage.getItem(MINI_KEY) === "1";
  } catch {
    return false;
  }
}

interface UiState {
  /** The temporary (phone) sidebar is open. */
  drawerOpen: boolean;
  /** The desktop sidebar is in mini mode (85 px): remembered across visits. */
  mini: boolean;
}

export const useUi = create<UiState>(() => ({
  drawerOpen: false,
  mini: typeof window === "undefined" ? false : readMini(),
}));

export function setDrawerOpen(drawerOpen: boolean): void {
  useUi.setState({ drawerOpen });
}

export function toggleMini(): void {
  const mini = !useUi.getState().mini;
  useUi.setState({ mini });
  try {
    window.localStorage.setItem(MINI_KEY, mini ? "1" : "0");
  } catch {
    // Storage unavailable: the mode lasts for this page only.
  }
}
