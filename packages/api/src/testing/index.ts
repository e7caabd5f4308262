export * from "./api";
export * from "./fake-openai";
export * from "./seeds";
export * from "./smtp";
