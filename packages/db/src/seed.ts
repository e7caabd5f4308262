import { seedCatalog } from "./bible/install";
import type { Database } from "./client";
import { seedPlans } from "./plan/seed";

/** Data every database needs, safe to run at each start: the version catalog (metadata only) and the reading plans. */
export async function seedDatabase(db: Database): Promise<{ plans: { code: string; days: number }[] }> {
  await seedCatalog(db);
  return { plans: await seedPlans(db) };
}
