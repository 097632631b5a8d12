export * from "./elements";
export * from "./idRuns";
export * from "./restoreAnswerTexts";
export * from "./sessionTime";
export * from "./suspendData";
