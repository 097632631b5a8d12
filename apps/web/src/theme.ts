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

// Mantine's green with its two darkest shades darkened, for the same reason: "Passed" in green.8 on white
// measured 3.4:1 (stock #2f9e44); #237a38 gives 5.4:1 on white and 5.0:1 on green.0.
const green: MantineColorsTuple = [
  "#ebfbee",
  "#d3f9d8",
  "#b2f2bb",
  "#8ce99a",
  "#69db7c",
  "#51cf66",
  "#40c057",
  "#37b24d",
  "#237a38",
  "#1b6d2f",
];

export const theme = createTheme({
  primaryColor: "brand",
  primaryShade: 6,
  colors: { brand, orange, green },
  defaultRadius: "md",
  fontFamily:
    "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans Arabic', sans-serif",
  headings: { fontWeight: "700" },
  focusRing: "auto",
  cursorType: "pointer",
});
