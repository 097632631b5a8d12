/** The 50 theme fonts (spec 9), self-hosted from Fontsource packages in the web app. */
export interface ThemeFont {
  family: string;
  /** The Fontsource package name after `@fontsource/`. */
  slug: string;
  category: "sans-serif" | "serif" | "display" | "handwriting" | "monospace";
}

const font = (family: string, slug: string, category: ThemeFont["category"] = "sans-serif"): ThemeFont => ({
  family,
  slug,
  category,
});

export const THEME_FONTS: readonly ThemeFont[] = [
  font("Ubuntu", "ubuntu"),
  font("Roboto", "roboto"),
  font("Open Sans", "open-sans"),
  font("Lato", "lato"),
  font("Montserrat", "montserrat"),
  font("Poppins", "poppins"),
  font("Raleway", "raleway"),
  font("Inter", "inter"),
  font("Nunito", "nunito"),
  font("Source Sans 3", "source-sans-3"),
  font("Merriweather", "merriweather", "serif"),
  font("Playfair Display", "playfair-display", "serif"),
  font("Lora", "lora", "serif"),
  font("PT Serif", "pt-serif", "serif"),
  font("PT Sans", "pt-sans"),
  font("Noto Sans", "noto-sans"),
  font("Noto Serif", "noto-serif", "serif"),
  font("Work Sans", "work-sans"),
  font("Rubik", "rubik"),
  font("Fira Sans", "fira-sans"),
  font("Mulish", "mulish"),
  font("Quicksand", "quicksand"),
  font("Karla", "karla"),
  font("Oswald", "oswald"),
  font("Barlow", "barlow"),
  font("DM Sans", "dm-sans"),
  font("DM Serif Display", "dm-serif-display", "serif"),
  font("Libre Baskerville", "libre-baskerville", "serif"),
  font("Crimson Text", "crimson-text", "serif"),
  font("EB Garamond", "eb-garamond", "serif"),
  font("Cormorant Garamond", "cormorant-garamond", "serif"),
  font("Josefin Sans", "josefin-sans"),
  font("Cabin", "cabin"),
  font("Arvo", "arvo", "serif"),
  font("Bitter", "bitter", "serif"),
  font("Zilla Slab", "zilla-slab", "serif"),
  font("Roboto Slab", "roboto-slab", "serif"),
  font("Roboto Mono", "roboto-mono", "monospace"),
  font("IBM Plex Sans", "ibm-plex-sans"),
  font("IBM Plex Serif", "ibm-plex-serif", "serif"),
  font("Manrope", "manrope"),
  font("Space Grotesk", "space-grotesk"),
  font("Archivo", "archivo"),
  font("Exo 2", "exo-2"),
  font("Titillium Web", "titillium-web"),
  font("Heebo", "heebo"),
  font("Assistant", "assistant"),
  font("Comfortaa", "comfortaa", "display"),
  font("Pacifico", "pacifico", "handwriting"),
  font("Caveat", "caveat", "handwriting"),
];

/** The families as a tuple, for the zod enum. */
export const THEME_FONT_FAMILIES = THEME_FONTS.map((entry) => entry.family) as [string, ...string[]];

const BY_FAMILY = new Map(THEME_FONTS.map((entry) => [entry.family, entry]));

export const isThemeFont = (name: string): boolean => BY_FAMILY.has(name);

export const themeFont = (family: string): ThemeFont | undefined => BY_FAMILY.get(family);
