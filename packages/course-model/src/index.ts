export * from "./auth/schemas";
export * from "./constants";
export * from "./http";
export type { Messages, Namespace } from "./i18n/catalogs";
export * from "./i18n/messages";
export * from "./languages";
export * from "./permissions";
export * from "./storageKeys";
