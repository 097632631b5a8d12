export * from "./apiIntegration";
export * from "./external";
export * from "./launch";
export * from "./origins";
