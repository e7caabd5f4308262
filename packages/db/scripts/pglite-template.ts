// `pnpm build` in packages/db: the template a first start loads its empty database from (src/template.ts).
import { writeTemplate } from "../src/template-write";

const started = performance.now();
const bytes = await writeTemplate();
console.log(`PGlite template written: ${(bytes / 1e6).toFixed(1)} MB in ${Math.round(performance.now() - started)} ms`);
