import { generateOpenApiDocument, type OpenAPIObject } from "trpc-to-openapi";
import { appRouter } from "../root";

/** The OpenAPI description of every REST path, generated from the same zod schemas the procedures use. */
export function openApiDocument(options: { version: string; baseUrl?: string }): OpenAPIObject {
  return generateOpenApiDocument(appRouter, {
    title: "Bible Polyglotte API",
    description:
      "REST door of the API (the web app uses the same procedures over tRPC at /trpc). Personal routes need the " +
      "`session` cookie set by /api/auth/login or /api/auth/signup; errors are `{ message, code, ...details }`.",
    version: options.version,
    baseUrl: options.baseUrl ?? "/api",
    securitySchemes: { session: { type: "apiKey", in: "cookie", name: "session" } },
  });
}
