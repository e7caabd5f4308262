import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

// Swagger UI's own files, as shipped in @fastify/swagger-ui; the page itself is ours so it needs no inline script.
const SWAGGER_UI_ASSETS = join(
  dirname(createRequire(import.meta.url).resolve("@fastify/swagger-ui/package.json")),
  "static",
);

const PAGE = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>Bible Polyglotte API</title>
<link rel="stylesheet" href="/api/docs/static/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/static/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#swagger-ui", deepLinking: true });\n`;

/** Browsable documentation of /api/openapi.json at /api/docs. */
export async function apiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: SWAGGER_UI_ASSETS,
    prefix: "/api/docs/static/",
    decorateReply: false,
    maxAge: "1d",
  });
  app.get("/api/docs", async (_request, reply) => reply.type("text/html; charset=utf-8").send(PAGE));
  app.get("/api/docs/init.js", async (_request, reply) =>
    reply.type("application/javascript; charset=utf-8").send(INIT),
  );
}
