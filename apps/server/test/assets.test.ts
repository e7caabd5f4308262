import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "./helpers";

// A built web app as `pnpm build` leaves it: hashed assets with their .br and .gz, index.html with its own.
const script = Buffer.from(`export const greeting = ${JSON.stringify("Au commencement ".repeat(400))};\n`);
// Its inline script, like the reader's early request the build writes into <head>.
const inline = `(()=>{window.early=fetch("/api/chapters?book=Ruth&chapter=1")})();`;
const page =
  Buffer.from(`<!doctype html><html><head><script>${inline}</script><script type="module" src="/assets/index-AbCd1234.js"></script></head>
<body><div id="root">${"<p>Bible multilingue</p>".repeat(80)}</div></body></html>`);

// The service worker and a manifest, as apps/web/build/service-worker.ts and web-manifest.ts write them.
const worker = `self.addEventListener("fetch",()=>{});`;
const manifest = JSON.stringify({ name: "Bible multilingue", start_url: "/", display: "standalone" });

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "web-dist-"));
  await mkdir(join(dist, "assets"));
  const asset = join(dist, "assets", "index-AbCd1234.js");
  await writeFile(asset, script);
  await writeFile(`${asset}.br`, brotliCompressSync(script));
  await writeFile(`${asset}.gz`, gzipSync(script));
  await writeFile(join(dist, "index.html"), page);
  await writeFile(join(dist, "index.html.br"), brotliCompressSync(page));
  await writeFile(join(dist, "index.html.gz"), gzipSync(page));
  await writeFile(join(dist, "favicon.svg"), "<svg/>");
  await writeFile(join(dist, "sw.js"), worker);
  await writeFile(join(dist, "manifest-fr.webmanifest"), manifest);
  t = await startApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("built assets", () => {
  it("sends the precompressed brotli or gzip file the browser accepts, the plain file otherwise", async () => {
    const br = await get("/assets/index-AbCd1234.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.rawPayload)).toEqual(script);

    const gz = await get("/assets/index-AbCd1234.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload)).toEqual(script);

    const plain = await get("/assets/index-AbCd1234.js", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload).toEqual(script);
  });

  it("allows index.html's own inline script by its hash in the CSP, and no other inline script", async () => {
    const response = await get("/lire");
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers["content-security-policy"]);
    const hash = createHash("sha256").update(inline).digest("base64");
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/=]/g, "\\$&")}'(;|$)`));
    expect(csp).not.toContain("unsafe-inline'; ");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("lets a browser keep hashed assets a year without asking again", async () => {
    for (const encoding of ["br", "gzip", "identity"]) {
      const response = await get("/assets/index-AbCd1234.js", { "accept-encoding": encoding });
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  it("has index.html revalidated at each visit through its ETag (304 when unchanged), SPA routes included", async () => {
    for (const url of ["/", "/lire"]) {
      const first = await get(url, { "accept-encoding": "br" });
      expect(first.statusCode).toBe(200);
      expect(first.headers["cache-control"]).toBe("no-cache");
      expect(first.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(first.rawPayload)).toEqual(page);
      const etag = first.headers.etag;
      expect(typeof etag).toBe("string");
      const again = await get(url, { "accept-encoding": "br", "if-none-match": String(etag) });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
    const favicon = await get("/favicon.svg");
    expect(favicon.headers["cache-control"]).toBe("no-cache");
  });
});

describe("the installable app", () => {
  it("serves the service worker from the root, revalidated at every check, as a script the CSP allows", async () => {
    const response = await get("/sw.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/javascript/);
    // A browser's update check must reach the server: never a copy kept by a cache in between.
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["service-worker-allowed"]).toBeUndefined();
    expect(response.body).toBe(worker);
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("connect-src 'self'");
  });

  it("serves the manifests as web app manifests, revalidated like index.html", async () => {
    const response = await get("/manifest-fr.webmanifest");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.json()).toMatchObject({ display: "standalone" });
  });
});

describe("JSON answers", () => {
  it("compresses an answer above 1 KB in the encoding the client accepts", async () => {
    const plain = await get("/api/openapi.json");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get("/api/openapi.json", { "accept-encoding": "br, gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get("/api/openapi.json", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it("sends a small answer as it is", async () => {
    const small = await get("/api/bible-versions/fr", { "accept-encoding": "br, gzip" });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers["content-encoding"]).toBeUndefined();
  });
});
