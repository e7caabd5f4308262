export * from "./ai";
export * from "./auth";
export * from "./bible";
export * from "./community";
export * from "./plan";
export * from "./user";
