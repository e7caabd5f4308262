export * from "./api";
export * from "./fake-openai";
export * from "./seeds";
