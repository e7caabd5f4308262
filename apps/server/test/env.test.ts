import { join, resolve } from "node:path";
import { appRouter } from "@bible/api";
import { describe, expect, it } from "vitest";
import { loadEnv } from "../src/env";

const root = resolve(import.meta.dirname, "../../..");

describe("configuration", () => {
  it("reads relative paths from the repository root, wherever the command runs", () => {
    const env = loadEnv({ DATA_DIR: ".data", BIBLE_SOURCE_DIR: "../shared/data/bibles", INIT_CWD: "/somewhere/else" });
    expect(env.DATA_DIR).toBe(join(root, ".data"));
    expect(env.BIBLE_SOURCE_DIR).toBe(resolve(root, "../shared/data/bibles"));
    expect(loadEnv({}).DATA_DIR).toBe(join(root, ".data"));
    expect(loadEnv({ DATA_DIR: "/var/lib/bible" }).DATA_DIR).toBe("/var/lib/bible");
  });

  it("refuses a malformed value in English, even once the API has switched zod to French", () => {
    expect(appRouter).toBeDefined();
    expect(() => loadEnv({ PORT: "abc" })).toThrow("PORT: Invalid input: expected number, received NaN");
  });

  it("reads the versions a first start installs, and refuses a code the catalog does not have", () => {
    expect(loadEnv({ BIBLE_INSTALL_VERSIONS: "lsg, KJV" }).BIBLE_INSTALL_VERSIONS).toEqual(["LSG", "KJV"]);
    expect(loadEnv({}).BIBLE_INSTALL_VERSIONS).toBeUndefined();
    expect(() => loadEnv({ BIBLE_INSTALL_VERSIONS: "LSG NOPE" })).toThrow(
      "BIBLE_INSTALL_VERSIONS: not a version of the catalog: NOPE",
    );
  });

  it("reads the scale-out settings: a Redis address, the pool size, the metrics switch", () => {
    const env = loadEnv({ REDIS_URL: "redis://127.0.0.1:6379", DATABASE_POOL_SIZE: "4", METRICS: "false" });
    expect(env).toMatchObject({ REDIS_URL: "redis://127.0.0.1:6379", DATABASE_POOL_SIZE: 4, METRICS: false });
    expect(loadEnv({})).toMatchObject({ DATABASE_POOL_SIZE: 10, METRICS: true });
    expect(loadEnv({}).REDIS_URL).toBeUndefined();
    expect(() => loadEnv({ REDIS_URL: "http://cache" })).toThrow(/^Invalid configuration: REDIS_URL: /);
  });
});
