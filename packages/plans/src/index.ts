export { loadPlan, PlanFileError, type ReadingPlanData } from "./plan-file";
export { seedPlans } from "./seed";
