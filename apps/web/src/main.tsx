import "./styles/mantine-core.css";
import "./styles/mantinePlayer";
import "./styles.css";
import { startApp } from "./boot/startApp";
import { startEmbeddedSession } from "./embedded/embeddedSession";
import { initI18n } from "./i18n";
import { ENGLISH } from "./i18n/english";
import { isInternetExplorer } from "./routing/guards";
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
  await initI18n(ENGLISH);
  const root = document.getElementById("root");
  if (!root) throw new Error("#root element missing from index.html");
  startApp(root);
}

void start();
