export * from "./ai";
export * from "./alignment";
export * from "./auth";
export * from "./bible";
export * from "./community";
export * from "./lexicon";
export * from "./plan";
export * from "./user";
