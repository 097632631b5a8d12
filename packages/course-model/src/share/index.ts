export * from "./player";
export * from "./shares";
