export * from "./block";
export * from "./blockItem";
export * from "./blockMedia";
export * from "./common";
export * from "./course";
export * from "./page";
export * from "./save";
export * from "./topic";
