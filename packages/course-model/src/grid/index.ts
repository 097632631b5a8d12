export * from "./clamp";
export * from "./constants";
export * from "./overlap";
export * from "./placement";
export * from "./resolve";
