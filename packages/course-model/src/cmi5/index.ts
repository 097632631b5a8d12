export * from "./courseStructure";
export * from "./launch";
export * from "./session";
export * from "./statements";
export * from "./vocabulary";
