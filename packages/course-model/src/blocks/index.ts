export * from "./accordion";
export * from "./clickImageShowText";
export * from "./defaults";
export * from "./definition";
export * from "./registry";
export * from "./settings";
export * from "./traits";
export * from "./types";
