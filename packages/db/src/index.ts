export type { SQL } from "drizzle-orm";
/** @public drizzle's operators, from the one copy of drizzle every package shares. */
export {
  and,
  asc,
  count,
  desc,
  eq,
  getTableName,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  not,
  or,
  sql,
  sum,
} from "drizzle-orm";
export type { PgTable } from "drizzle-orm/pg-core";
export { BIBLE_VERSIONS_CHANGED } from "./channels";
export * from "./client";
export { columnNames } from "./columns";
export { copyRows, withoutReferenceChecks } from "./copy";
export { DataDirLockedError } from "./data-dir-lock";
export { executeRows } from "./execute";
export * from "./schema/index";
