import type { OpenApiMeta } from "trpc-to-openapi";

/** How the REST door answers beyond the JSON body; the tRPC door ignores it. */
export type RestMeta = {
  /** Success status other than 200 (201 created, 204 no content, 302 redirect). */
  status?: 201 | 204 | 302;
  /** The output is `{ location }` and the REST answer is a redirect to it. */
  redirect?: boolean;
  /** Cache-Control of a successful answer. */
  cacheControl?: string;
  /** Adds an ETag and answers 304 to a matching If-None-Match. */
  etag?: boolean;
  /**
   * The answer depends on the input only (not on the user) and changes only when data is
   * re-imported: the REST door may serve it from memory for a short while.
   */
  memoize?: boolean;
  /** Largest accepted request body in bytes, when smaller than the server-wide limit. */
  bodyLimit?: number;
};

export type ApiMeta = OpenApiMeta<{ rest?: RestMeta }>;

/** Long-lived public caching for answers that never change (a chapter of an installed version). */
export const IMMUTABLE_CACHE = "public, max-age=604800";
/** SPEC §7: translations are cached one hour. */
export const HOUR_CACHE = "public, max-age=3600";
