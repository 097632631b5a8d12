export * from "./clamp";
export * from "./constants";
export * from "./fit";
export * from "./overlap";
export * from "./placement";
export * from "./resolve";
