export {
  DEFAULT_PLAN_FILE,
  loadPlan,
  loadPlans,
  PLAN_DIR,
  type PlanDay,
  PlanFileError,
  type ReadingPlanData,
  seedPlans,
} from "./seed";
