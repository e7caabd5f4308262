import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { CATALOG } from "@bible/bible-import";
import { z } from "zod";

/** Relative paths in the configuration are read from the repository root, wherever a command starts. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** postgres://… ; absent → embedded PGlite under DATA_DIR. */
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  /** Connections each instance opens to DATABASE_URL (instances × this must stay under the server's max_connections). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** redis://… ; when set, the rate-limit counters live there (the lightest shared store), else in the database. */
  REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  DATA_DIR: z.string().default(".data"),
  /** A local copy of the Bible files (e.g. ../shared/data/bibles); absent → the upstream addresses. */
  BIBLE_SOURCE_DIR: optionalString,
  /** Install the default Bible set on start when the database has none. */
  BIBLE_AUTO_INSTALL: booleanFlag.default(true),
  /**
   * The versions a first start installs (codes of the catalog, comma- or space-separated, e.g. "LSG,KJV"); absent →
   * the default set (every distributable version). A quick start, or the container check in CI.
   */
  BIBLE_INSTALL_VERSIONS: optionalString.pipe(
    z
      .string()
      .transform((v) =>
        v
          .split(/[\s,]+/)
          .filter(Boolean)
          .map((code) => code.toUpperCase()),
      )
      .superRefine((codes, ctx) => {
        const unknown = codes.filter((code) => !CATALOG.some((entry) => entry.code === code));
        if (codes.length === 0) ctx.addIssue({ code: "custom", message: "name at least one version" });
        else if (unknown.length > 0) {
          ctx.addIssue({ code: "custom", message: `not a version of the catalog: ${unknown.join(" ")}` });
        }
      })
      .optional(),
  ),
  /** A local copy of the lexicon files (e.g. ../shared/data/lexicon); absent → their upstream addresses. */
  LEXICON_SOURCE_DIR: optionalString,
  /** Install the lexicon data sets on start when some are missing. */
  LEXICON_AUTO_INSTALL: booleanFlag.default(true),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString.pipe(z.url().optional()),
  OPENAI_MODEL: optionalString,
  /** auto: the OpenAI-compatible model when configured, else offline. */
  AI_PROVIDER: z.enum(["auto", "openai", "offline"]).default("auto"),
  /** Longest wait for one AI answer, in milliseconds (local models on a CPU may need more). */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** Built web app to serve; absent → apps/web/dist. */
  WEB_DIST_DIR: optionalString,
  /** Public origin(s) accepted for cookie-authenticated mutations, comma-separated; the Host header is always accepted. */
  TRUSTED_ORIGINS: optionalString,
  /** The site's public address, e.g. https://bible.example.org: e-mailed links point to it (see `publicUrl`). */
  PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465; unset → e-mailed links go to the log. */
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  /** The sender of the account e-mails, e.g. "Bible Polyglotte <noreply@bible.example.org>"; default noreply@ the public host. */
  MAIL_FROM: optionalString,
  /** Requests per minute and client address on the whole site; 0 turns the limit off. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  /** Whose X-Forwarded-For to believe: addresses or CIDRs (comma-separated), "loopback", "true" or "false". */
  TRUST_PROXY: z.string().trim().default("loopback"),
  /** Serve Prometheus metrics at /metrics (keep it off the public internet: the proxy should not route it). */
  METRICS: booleanFlag.default(true),
  /** A bearer token that opens /metrics from any address (`Authorization: Bearer …`); 16 characters at least. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16).optional()),
  /**
   * Client addresses /metrics answers without the token, judged on the connection's own address (never on
   * X-Forwarded-For): addresses, CIDRs or "loopback", "linklocal", "uniquelocal", comma-separated.
   */
  METRICS_ALLOW: z.string().trim().default("loopback"),
  /** A port of its own for /metrics (on HOST): the public port then has no /metrics at all. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Longest wait for a request's headers: a client that trickles them is cut off (408) after this. */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(10_000),
  /** Longest wait for a whole request, headers and body (a 2 MB import on a slow line fits). */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /**
   * Tests only (refused with NODE_ENV=production): versions, comma-separated, whose alignment at the start waits,
   * counted as running, until the file ALIGNMENT_RELEASE_FILE exists, so a browser test sees the word study's
   * answer while a version is being aligned.
   */
  ALIGNMENT_HOLD: optionalString,
  ALIGNMENT_RELEASE_FILE: optionalString,
});

export type Env = z.infer<typeof envSchema>;

/** A configuration an operator must fix: main prints its message alone, without a stack trace. */
export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // In English whatever zod's global locale (the API sets French for readers): operators read these.
  const parsed = envSchema.safeParse(source, { error: z.locales.en().localeError });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new ConfigurationError(`Invalid configuration: ${lines.join("; ")}`);
  }
  // `pnpm dev` runs the server inside apps/server, `pnpm start` from the root: one data directory for both.
  const env = parsed.data;
  if (env.SMTP_URL && env.NODE_ENV === "production" && !env.PUBLIC_URL && !env.TRUSTED_ORIGINS) {
    throw new ConfigurationError(
      "Invalid configuration: SMTP_URL is set but not PUBLIC_URL: e-mailed links need the site's public address",
    );
  }
  if (env.ALIGNMENT_HOLD && (env.NODE_ENV === "production" || !env.ALIGNMENT_RELEASE_FILE)) {
    throw new ConfigurationError(
      "Invalid configuration: ALIGNMENT_HOLD is a test hook: it needs ALIGNMENT_RELEASE_FILE and is refused in production",
    );
  }
  return {
    ...env,
    DATA_DIR: resolve(REPO_ROOT, env.DATA_DIR),
    BIBLE_SOURCE_DIR: env.BIBLE_SOURCE_DIR && resolve(REPO_ROOT, env.BIBLE_SOURCE_DIR),
    LEXICON_SOURCE_DIR: env.LEXICON_SOURCE_DIR && resolve(REPO_ROOT, env.LEXICON_SOURCE_DIR),
    WEB_DIST_DIR: env.WEB_DIST_DIR && resolve(REPO_ROOT, env.WEB_DIST_DIR),
  };
}

export function trustedOrigins(env: Env): string[] {
  return (env.TRUSTED_ORIGINS ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
}

/**
 * The origin e-mailed links point to: PUBLIC_URL, else the first TRUSTED_ORIGINS entry, else where this server
 * listens (right for a local run only). Never the request's Host header, which whoever asks for a link could forge.
 */
export function publicUrl(env: Env): string {
  const configured = env.PUBLIC_URL ?? trustedOrigins(env)[0];
  if (configured) return new URL(configured).origin;
  const host = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
  return `http://${host.includes(":") ? `[${host}]` : host}:${env.PORT}`;
}

/** Fastify's trustProxy from TRUST_PROXY. */
export function trustProxy(env: Env): boolean | string {
  if (env.TRUST_PROXY === "true") return true;
  if (env.TRUST_PROXY === "false") return false;
  return env.TRUST_PROXY;
}

/** A path typed on the command line, relative to where the command was typed (pnpm runs scripts elsewhere and
 * records that folder in INIT_CWD). */
export function callerPath(path: string, source: NodeJS.ProcessEnv = process.env): string {
  return resolve(source.INIT_CWD ?? process.cwd(), path);
}

export function pgliteDir(env: Env): string {
  return resolve(env.DATA_DIR, "pglite");
}
