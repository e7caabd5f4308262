export {
  DEFAULT_PLAN_FILE,
  loadPlan,
  loadPlans,
  PLAN_DIR,
  type PlanDay,
  PlanFileError,
  type ReadingPlanData,
} from "./plan-file";
export { seedPlans } from "./seed";
