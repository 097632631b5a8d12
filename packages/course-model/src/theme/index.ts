export * from "./colors";
export * from "./css";
export * from "./fonts";
export * from "./theme";
