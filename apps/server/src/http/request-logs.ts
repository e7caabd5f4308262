import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/**
 * /readyz answers 503 while a first start installs, to every probe of a load balancer (every few seconds): that
 * is its answer, not a failure (the route logs a dependency that is down itself).
 */
const NOT_READY = new Set(["/readyz"]);

/** An answer slower than this is logged at warn level in production. */
const SLOW_MS = 5000;

/**
 * Production's request logs: no "incoming request" / "request completed" pair at info level for every request
 * (two JSON lines per request cost more than a cached chapter answer; the metrics count requests by route and
 * status), but a request that failed, answered 5xx or took over 5 s is still logged; Fastify's other log
 * lines (error handler, stream errors) are kept as they are.
 */
export class ProductionRequestLogs extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, "request errored");
    } else if (
      (reply.statusCode >= 500 && !NOT_READY.has(request.routeOptions.url ?? "")) ||
      reply.elapsedTime > SLOW_MS
    ) {
      reply.log.warn({ req: request, res: reply, responseTime: reply.elapsedTime }, "request failed or slow");
    }
  }
}
