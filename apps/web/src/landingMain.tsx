import "./landing/global.css";
import { parseLandingPath } from "@coursewright/course-model";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { setLandingRoot } from "./landing/handOver";
import { embeddedHub, startHub } from "./landing/hubStore";
import { setLandingLanguage, storedLanguage } from "./landing/i18n";
import { LandingApp } from "./landing/LandingApp";
import { initSession } from "./session/store";

/**
 * The hub landing pages' own entry (hub.html, which the server sends for /hubs/landing/... with the hub's data in
 * it: apps/server/src/modules/hubs/ssr): neither the app's router, Mantine nor the builder and player, so that a
 * visitor's first page is small and quick. Logging in and the rest of the product are the app's
 * (landing/handOver.ts). docs/decisions/014-hub-landing-entry.md
 */
async function start() {
  const element = document.getElementById("root");
  if (!element) throw new Error("#root element missing from hub.html");
  initSession();
  const page = parseLandingPath(window.location.pathname);
  const hub = page ? embeddedHub(page.hubId) : null;
  if (page) void startHub(page.hubId);
  // The first paint is already in the visitor's language (the hub's unless they chose one).
  await setLandingLanguage(storedLanguage() ?? hub?.language ?? "en").catch(() => setLandingLanguage("en"));
  const root = createRoot(element);
  setLandingRoot(root, element);
  root.render(
    <StrictMode>
      <LandingApp />
    </StrictMode>,
  );
}

void start();
