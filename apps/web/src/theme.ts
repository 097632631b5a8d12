import { createTheme, type MantineColorsTuple } from "@mantine/core";

// Spec 9 palette: primary blue #5062FE (shade 6 below).
const brand: MantineColorsTuple = [
  "#eef0ff",
  "#dadeff",
  "#b2baff",
  "#8893ff",
  "#6572fe",
  "#5767fe",
  "#5062fe",
  "#3f51e3",
  "#3548cb",
  "#273cb3",
];

// Mantine's orange with its two darkest shades darkened: warning text in orange.8/9
// on white or light grey must reach WCAG AA (4.5:1) at 12 px; the stock #d9480f gives 4.3.
const orange: MantineColorsTuple = [
  "#fff4e6",
  "#ffe8cc",
  "#ffd8a8",
  "#ffc078",
  "#ffa94d",
  "#ff922b",
  "#fd7e14",
  "#f76707",
  "#c2410c",
  "#b93d0c",
];

export const theme = createTheme({
  primaryColor: "brand",
  primaryShade: 6,
  colors: { brand, orange },
  defaultRadius: "md",
  fontFamily:
    "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans Arabic', sans-serif",
  headings: { fontWeight: "700" },
  focusRing: "auto",
  cursorType: "pointer",
});
