// Every catalog of every language, for the server (which serves them and translates its own
// messages) and for tests. The web bundles only English this way and fetches the rest.
import type { LanguageCode } from "../languages";
import arApp from "./locales/ar/app.json";
import arServer from "./locales/ar/server.json";
import daApp from "./locales/da/app.json";
import daServer from "./locales/da/server.json";
import deApp from "./locales/de/app.json";
import deServer from "./locales/de/server.json";
import enApp from "./locales/en/app.json";
import enServer from "./locales/en/server.json";
import esApp from "./locales/es/app.json";
import esServer from "./locales/es/server.json";
import frApp from "./locales/fr/app.json";
import frServer from "./locales/fr/server.json";
import in_App from "./locales/in/app.json";
import in_Server from "./locales/in/server.json";
import itApp from "./locales/it/app.json";
import itServer from "./locales/it/server.json";
import jpApp from "./locales/jp/app.json";
import jpServer from "./locales/jp/server.json";
import no_App from "./locales/no/app.json";
import no_Server from "./locales/no/server.json";
import ruApp from "./locales/ru/app.json";
import ruServer from "./locales/ru/server.json";
import svApp from "./locales/sv/app.json";
import svServer from "./locales/sv/server.json";
import thApp from "./locales/th/app.json";
import thServer from "./locales/th/server.json";
import ukApp from "./locales/uk/app.json";
import ukServer from "./locales/uk/server.json";
import viApp from "./locales/vi/app.json";
import viServer from "./locales/vi/server.json";

/** A catalog is nested objects whose leaves are strings with {{placeholders}}. */
export interface Messages {
  [key: string]: string | Messages;
}

export type Namespace = "app" | "server";

export const CATALOGS: Record<LanguageCode, Record<Namespace, Messages>> = {
  en: { app: enApp, server: enServer },
  it: { app: itApp, server: itServer },
  de: { app: deApp, server: deServer },
  ar: { app: arApp, server: arServer },
  es: { app: esApp, server: esServer },
  ru: { app: ruApp, server: ruServer },
  fr: { app: frApp, server: frServer },
  uk: { app: ukApp, server: ukServer },
  da: { app: daApp, server: daServer },
  jp: { app: jpApp, server: jpServer },
  sv: { app: svApp, server: svServer },
  no: { app: no_App, server: no_Server },
  in: { app: in_App, server: in_Server },
  th: { app: thApp, server: thServer },
  vi: { app: viApp, server: viServer },
};
