export * from "./fake-openai";
