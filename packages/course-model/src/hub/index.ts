export * from "./currencies";
export * from "./estimate";
export * from "./hub";
export * from "./landingConstants";
export * from "./landingPaths";
export * from "./price";
export * from "./slug";
export * from "./timeZones";
