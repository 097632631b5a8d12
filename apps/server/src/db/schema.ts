// Every table, one module per area (drizzle-kit reads this file; code imports from here).
export * from "./schema/accounts";
export * from "./schema/answers";
export * from "./schema/courses";
export * from "./schema/hubs";
export * from "./schema/integrations";
export * from "./schema/jobs";
export * from "./schema/lti";
export * from "./schema/media";
export * from "./schema/player";
export * from "./schema/selling";
export * from "./schema/templates";
export * from "./schema/themes";
export * from "./schema/xapi";
