import { once } from "node:events";
import { connect, createServer as createNetServer } from "node:net";
import { createTestDb } from "@bible/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { loadEnv } from "../src/env";

type Database = Awaited<ReturnType<typeof createTestDb>>;
let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database.close());

async function app(settings: Record<string, string>) {
  return buildApp({ env: loadEnv({ NODE_ENV: "test", ...settings }), database });
}

async function freePort(): Promise<number> {
  const probe = createNetServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

describe("/metrics", () => {
  it("answers the allowed addresses only, judged on the connection, not on X-Forwarded-For", async () => {
    const server = await app({ METRICS_ALLOW: "loopback, 10.0.0.0/8", TRUST_PROXY: "true" });
    try {
      const local = await server.inject({ method: "GET", url: "/metrics" });
      expect(local.statusCode).toBe(200);
      expect(local.body).toContain("process_resident_memory_bytes");
      expect((await server.inject({ method: "GET", url: "/metrics", remoteAddress: "10.1.2.3" })).statusCode).toBe(200);
      const outside = await server.inject({
        method: "GET",
        url: "/metrics",
        remoteAddress: "203.0.113.9",
        headers: { "x-forwarded-for": "127.0.0.1" },
      });
      expect(outside.statusCode).toBe(403);
      expect(outside.body).not.toContain("process_");
    } finally {
      await server.close();
    }
  });

  it("opens to anyone with METRICS_TOKEN as a bearer token, and challenges the others", async () => {
    const token = "a-long-metrics-token-0123456789";
    const server = await app({ METRICS_TOKEN: token });
    try {
      const from = { method: "GET" as const, url: "/metrics", remoteAddress: "198.51.100.7" };
      const withToken = await server.inject({ ...from, headers: { authorization: `Bearer ${token}` } });
      expect(withToken.statusCode).toBe(200);
      const wrong = await server.inject({ ...from, headers: { authorization: `Bearer ${token}x` } });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.headers["www-authenticate"]).toContain("Bearer");
      expect((await server.inject(from)).statusCode).toBe(401);
    } finally {
      await server.close();
    }
    expect(() => loadEnv({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
  });

  it("moves to a port of its own with METRICS_PORT: the public port has none", async () => {
    const port = await freePort();
    const server = await app({ METRICS_PORT: String(port) });
    try {
      await server.ready();
      // The public port knows no /metrics: the web app's page (or a 404), never the figures.
      expect((await server.inject({ method: "GET", url: "/metrics" })).body).not.toContain("http_requests_total");
      const own = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(own.status).toBe(200);
      expect(await own.text()).toContain("http_requests_total");
    } finally {
      await server.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});

describe("slow clients", () => {
  it("cuts off a client that trickles its headers a byte at a time, and still serves the others", async () => {
    const server = await app({ HTTP_HEADERS_TIMEOUT_MS: "1500" });
    try {
      await server.listen({ host: "127.0.0.1", port: 0 });
      const address = server.server.address();
      if (!address || typeof address === "string") throw new Error("no address");
      const socket = connect(address.port, "127.0.0.1");
      await once(socket, "connect");
      const started = Date.now();
      let answer = "";
      socket.on("data", (chunk) => {
        answer += chunk.toString();
      });
      socket.on("error", () => {});
      const header = "GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ";
      socket.write(header);
      const trickle = setInterval(() => {
        if (!socket.destroyed) socket.write("a");
      }, 300);
      try {
        await once(socket, "close");
      } finally {
        clearInterval(trickle);
      }
      const held = Date.now() - started;
      expect(held).toBeGreaterThanOrEqual(1000);
      expect(held).toBeLessThan(6000);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect((await fetch(`http://127.0.0.1:${address.port}/healthz`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
