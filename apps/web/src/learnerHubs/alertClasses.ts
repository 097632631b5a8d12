import "./learnerHubs.css";

/**
 * Mantine's light alerts write their title in the colour's own shade, below 4.5:1 on its tint for orange, yellow
 * and blue (axe): these screens' alert titles are dark text, the colour stays in the tint and the icon.
 */
export const ALERT_CLASSES = { title: "cw-alert-title" } as const;
