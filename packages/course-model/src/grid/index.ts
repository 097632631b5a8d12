export * from "./clamp";
export * from "./constants";
export * from "./placement";
