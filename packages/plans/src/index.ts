export { seedPlans } from "./seed";
