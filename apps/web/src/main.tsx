import "./styles/mantine-core.css";
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { App } from "./App";
import { startEmbeddedSession } from "./embedded/embeddedSession";
import { initI18n } from "./i18n";
import { routeObjects } from "./routes";
import { isInternetExplorer } from "./routing/guards";
import { setNavigate } from "./routing/navigation";
import { browserStorage } from "./session/browserStorage";
import { initSession } from "./session/store";

async function start() {
  if (isInternetExplorer(navigator.userAgent) && window.location.pathname !== "/ieNotSupported") {
    window.history.replaceState(null, "", "/ieNotSupported");
  }
  initSession();
  // An embedded player or builder signs in with its launch before the router's guards look at the session. Its
  // frame may be denied sessionStorage (third-party frame, storage blocked): then the sign-in lasts for the page.
  await startEmbeddedSession(window.location, browserStorage("session"));
  await initI18n();
  const router = createBrowserRouter(routeObjects);
  setNavigate((path, options) => void router.navigate(path, options));
  const root = document.getElementById("root");
  if (!root) throw new Error("#root element missing from index.html");
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void start();
