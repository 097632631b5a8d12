export * from "./player";
export * from "./progressPercent";
export * from "./shares";
