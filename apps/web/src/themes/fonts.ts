/**
 * The 50 theme fonts, served from our own origin: each family's CSS (and through it the woff2 files Vite
 * bundles) is its own chunk, fetched the first time a theme uses the family. Vite only splits imports it can
 * read, so every import below is written out; fonts.test.ts checks the map against course-model's THEME_FONTS.
 * Pacifico and DM Serif Display come in one weight only (the browser draws their bold).
 */
type Loader = () => Promise<unknown>;

export const FONT_LOADERS: Readonly<Record<string, Loader>> = {
  Ubuntu: () => Promise.all([import("@fontsource/ubuntu/400.css"), import("@fontsource/ubuntu/700.css")]),
  Roboto: () => Promise.all([import("@fontsource/roboto/400.css"), import("@fontsource/roboto/700.css")]),
  "Open Sans": () => Promise.all([import("@fontsource/open-sans/400.css"), import("@fontsource/open-sans/700.css")]),
  Lato: () => Promise.all([import("@fontsource/lato/400.css"), import("@fontsource/lato/700.css")]),
  Montserrat: () => Promise.all([import("@fontsource/montserrat/400.css"), import("@fontsource/montserrat/700.css")]),
  Poppins: () => Promise.all([import("@fontsource/poppins/400.css"), import("@fontsource/poppins/700.css")]),
  Raleway: () => Promise.all([import("@fontsource/raleway/400.css"), import("@fontsource/raleway/700.css")]),
  Inter: () => Promise.all([import("@fontsource/inter/400.css"), import("@fontsource/inter/700.css")]),
  Nunito: () => Promise.all([import("@fontsource/nunito/400.css"), import("@fontsource/nunito/700.css")]),
  "Source Sans 3": () =>
    Promise.all([import("@fontsource/source-sans-3/400.css"), import("@fontsource/source-sans-3/700.css")]),
  Merriweather: () =>
    Promise.all([import("@fontsource/merriweather/400.css"), import("@fontsource/merriweather/700.css")]),
  "Playfair Display": () =>
    Promise.all([import("@fontsource/playfair-display/400.css"), import("@fontsource/playfair-display/700.css")]),
  Lora: () => Promise.all([import("@fontsource/lora/400.css"), import("@fontsource/lora/700.css")]),
  "PT Serif": () => Promise.all([import("@fontsource/pt-serif/400.css"), import("@fontsource/pt-serif/700.css")]),
  "PT Sans": () => Promise.all([import("@fontsource/pt-sans/400.css"), import("@fontsource/pt-sans/700.css")]),
  "Noto Sans": () => Promise.all([import("@fontsource/noto-sans/400.css"), import("@fontsource/noto-sans/700.css")]),
  "Noto Serif": () => Promise.all([import("@fontsource/noto-serif/400.css"), import("@fontsource/noto-serif/700.css")]),
  "Work Sans": () => Promise.all([import("@fontsource/work-sans/400.css"), import("@fontsource/work-sans/700.css")]),
  Rubik: () => Promise.all([import("@fontsource/rubik/400.css"), import("@fontsource/rubik/700.css")]),
  "Fira Sans": () => Promise.all([import("@fontsource/fira-sans/400.css"), import("@fontsource/fira-sans/700.css")]),
  Mulish: () => Promise.all([import("@fontsource/mulish/400.css"), import("@fontsource/mulish/700.css")]),
  Quicksand: () => Promise.all([import("@fontsource/quicksand/400.css"), import("@fontsource/quicksand/700.css")]),
  Karla: () => Promise.all([import("@fontsource/karla/400.css"), import("@fontsource/karla/700.css")]),
  Oswald: () => Promise.all([import("@fontsource/oswald/400.css"), import("@fontsource/oswald/700.css")]),
  Barlow: () => Promise.all([import("@fontsource/barlow/400.css"), import("@fontsource/barlow/700.css")]),
  "DM Sans": () => Promise.all([import("@fontsource/dm-sans/400.css"), import("@fontsource/dm-sans/700.css")]),
  "DM Serif Display": () => import("@fontsource/dm-serif-display/400.css"),
  "Libre Baskerville": () =>
    Promise.all([import("@fontsource/libre-baskerville/400.css"), import("@fontsource/libre-baskerville/700.css")]),
  "Crimson Text": () =>
    Promise.all([import("@fontsource/crimson-text/400.css"), import("@fontsource/crimson-text/700.css")]),
  "EB Garamond": () =>
    Promise.all([import("@fontsource/eb-garamond/400.css"), import("@fontsource/eb-garamond/700.css")]),
  "Cormorant Garamond": () =>
    Promise.all([import("@fontsource/cormorant-garamond/400.css"), import("@fontsource/cormorant-garamond/700.css")]),
  "Josefin Sans": () =>
    Promise.all([import("@fontsource/josefin-sans/400.css"), import("@fontsource/josefin-sans/700.css")]),
  Cabin: () => Promise.all([import("@fontsource/cabin/400.css"), import("@fontsource/cabin/700.css")]),
  Arvo: () => Promise.all([import("@fontsource/arvo/400.css"), import("@fontsource/arvo/700.css")]),
  Bitter: () => Promise.all([import("@fontsource/bitter/400.css"), import("@fontsource/bitter/700.css")]),
  "Zilla Slab": () => Promise.all([import("@fontsource/zilla-slab/400.css"), import("@fontsource/zilla-slab/700.css")]),
  "Roboto Slab": () =>
    Promise.all([import("@fontsource/roboto-slab/400.css"), import("@fontsource/roboto-slab/700.css")]),
  "Roboto Mono": () =>
    Promise.all([import("@fontsource/roboto-mono/400.css"), import("@fontsource/roboto-mono/700.css")]),
  "IBM Plex Sans": () =>
    Promise.all([import("@fontsource/ibm-plex-sans/400.css"), import("@fontsource/ibm-plex-sans/700.css")]),
  "IBM Plex Serif": () =>
    Promise.all([import("@fontsource/ibm-plex-serif/400.css"), import("@fontsource/ibm-plex-serif/700.css")]),
  Manrope: () => Promise.all([import("@fontsource/manrope/400.css"), import("@fontsource/manrope/700.css")]),
  "Space Grotesk": () =>
    Promise.all([import("@fontsource/space-grotesk/400.css"), import("@fontsource/space-grotesk/700.css")]),
  Archivo: () => Promise.all([import("@fontsource/archivo/400.css"), import("@fontsource/archivo/700.css")]),
  "Exo 2": () => Promise.all([import("@fontsource/exo-2/400.css"), import("@fontsource/exo-2/700.css")]),
  "Titillium Web": () =>
    Promise.all([import("@fontsource/titillium-web/400.css"), import("@fontsource/titillium-web/700.css")]),
  Heebo: () => Promise.all([import("@fontsource/heebo/400.css"), import("@fontsource/heebo/700.css")]),
  Assistant: () => Promise.all([import("@fontsource/assistant/400.css"), import("@fontsource/assistant/700.css")]),
  Comfortaa: () => Promise.all([import("@fontsource/comfortaa/400.css"), import("@fontsource/comfortaa/700.css")]),
  Pacifico: () => import("@fontsource/pacifico/400.css"),
  Caveat: () => Promise.all([import("@fontsource/caveat/400.css"), import("@fontsource/caveat/700.css")]),
};

/** Arabic and Thai glyphs the theme fonts lack; only the script's own subset, so Latin text never fetches them. */
const SCRIPT_FALLBACKS: Readonly<Record<"arabic" | "thai", Loader>> = {
  arabic: () =>
    Promise.all([
      import("@fontsource/noto-sans-arabic/arabic-400.css"),
      import("@fontsource/noto-sans-arabic/arabic-700.css"),
    ]),
  thai: () =>
    Promise.all([import("@fontsource/noto-sans-thai/thai-400.css"), import("@fontsource/noto-sans-thai/thai-700.css")]),
};
export type FallbackScript = keyof typeof SCRIPT_FALLBACKS;

const loading = new Map<string, Promise<void>>();

function once(key: string, loader: Loader): Promise<void> {
  let promise = loading.get(key);
  if (!promise) {
    promise = loader().then(
      () => undefined,
      (error: unknown) => {
        // A failed chunk (offline for a moment) may be tried again by the next theme that needs it.
        loading.delete(key);
        console.error(`loading the font ${key} failed`, error);
      },
    );
    loading.set(key, promise);
  }
  return promise;
}

/** Loads a theme font's 400 and 700 weights once; unknown names load nothing (the fallback stack draws them). */
export function loadThemeFont(family: string): Promise<void> {
  const loader = FONT_LOADERS[family];
  return loader ? once(family, loader) : Promise.resolve();
}

export function loadScriptFallback(script: FallbackScript): Promise<void> {
  return once(`fallback:${script}`, SCRIPT_FALLBACKS[script]);
}
