export * from "./colors";
export * from "./css";
export * from "./defaultCss";
export * from "./fonts";
export * from "./theme";
