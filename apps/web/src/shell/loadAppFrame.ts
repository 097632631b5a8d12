import type { ComponentType, ReactNode } from "react";

type AppFrameModule = { default: ComponentType<{ children: ReactNode }> };

let frame: Promise<AppFrameModule> | null = null;

/** Loads the sidebar frame's chunk once (a failed attempt may be retried). */
export function loadAppFrame(): Promise<AppFrameModule> {
  frame ??= import("./AppFrame").then(
    (module) => ({ default: module.AppFrame }),
    (error: unknown) => {
      frame = null;
      throw error;
    },
  );
  return frame;
}
