export * from "./elements";
export * from "./idRuns";
export * from "./restoreAnswerTexts";
export * from "./sequencing";
export * from "./sessionTime";
export * from "./suspendData";
