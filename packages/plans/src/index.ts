export { loadPlan, PlanFileError } from "./plan-file";
export { seedPlans } from "./seed";
