export * from "./install/index";
export * from "./manifest";
