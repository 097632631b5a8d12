export * from "./apiIntegration";
export * from "./external";
export * from "./launch";
export * from "./learnerSource";
export * from "./lti";
export * from "./ltiRoster";
export * from "./origins";
