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

export const theme = createTheme({
  primaryColor: "brand",
  primaryShade: 6,
  colors: { brand },
  defaultRadius: "md",
  fontFamily:
    "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans Arabic', sans-serif",
  headings: { fontWeight: "700" },
  focusRing: "auto",
  cursorType: "pointer",
});
