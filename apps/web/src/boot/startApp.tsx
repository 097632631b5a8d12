import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { App } from "../App";
import { routeObjects } from "../routes";
import { setNavigate } from "../routing/navigation";

/**
 * Mounts the whole app (router, query client, sidebar frame) on `element` at the current address. main.tsx
 * calls it at startup; the course player's own entry calls it when the learner leaves the player.
 */
export function startApp(element: HTMLElement): void {
  const router = createBrowserRouter(routeObjects);
  setNavigate((path, options) => void router.navigate(path, options));
  createRoot(element).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
