# The production image: `docker build -t bible-polyglotte .` (or `docker compose up`, see compose.yaml and the
# README). Two stages: the build (dependencies from the lockfile, web app, the server compiled with its production
# dependencies), then a slim runtime that runs as the unprivileged `node` user and reports its health from /healthz.
# BASE_IMAGE: any Debian bookworm with Node 24 and npm in /usr/local and a `node` user (uid 1000); CI, where base
# images cannot be pulled, builds one from Debian's packages (scripts/container-base.sh).
# Written for the classic builder and BuildKit alike (no `# syntax=` line: that would pull the frontend image).
ARG BASE_IMAGE=node:24-bookworm-slim

FROM ${BASE_IMAGE} AS build
WORKDIR /src
# EXTRA_CA_CERTS: PEM certificates the registry downloads must also trust (an egress proxy's own authority, as on
# the CI machines); empty by default. Only the build stage sees it: the runtime image has no such argument.
ARG EXTRA_CA_CERTS=""
RUN printf '%s\n' "$EXTRA_CA_CERTS" > /tmp/extra-ca.pem
ENV NODE_EXTRA_CA_CERTS=/tmp/extra-ca.pem
# pnpm, the version package.json names (npm is in every Node image; corepack is not in Node 25's).
COPY package.json ./
RUN npm install --global --no-fund --no-audit --loglevel=error "$(node -p 'require("./package.json").packageManager')"
# Every package the lockfile names, fetched into pnpm's store in a layer of its own: kept while the lockfile is
# unchanged, so a source change does not download them again.
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc .pnpmfile.cjs ./
RUN pnpm fetch --loglevel=warn
COPY . .
# The same steps CI runs without Docker (scripts/check-container.sh); the install reads the store filled above.
RUN PNPM_OFFLINE=1 bash scripts/container-build.sh /out

FROM ${BASE_IMAGE} AS runtime
# MALLOC_ARENA_MAX=1 (also in apps/server's start script): glibc's allocator keeps one arena for every thread
# instead of up to 8 per core, so what the segmenter and index worker threads free is reused rather than kept.
# bench/memory.ts on PostgreSQL, every lexicon loaded, 2 cores: 335-361 MB (median 346, 4 runs) against
# 377-410 MB (median 388, 6 runs) without it; MALLOC_ARENA_MAX=2 gave 345, 347 and 462 MB; look-up latency alike.
# MALLOC_MMAP_THRESHOLD_ and MALLOC_TRIM_THRESHOLD_ at 128 KiB (also in the start script): glibc otherwise raises its
# mmap threshold as large blocks are freed (up to 32 MB), and the install's large buffers then come from the heap and
# stay there. bench/memory.ts on PGlite, 15 s after a first install: 360 MB against 502; the same server after a
# restart 222 against 295 MB; PostgreSQL, every lexicon loaded: 259 against 305 MB. First start alike (`first-start`);
# the reader's request alike in req/s (`reader-request`: 5,850-6,050 against 5,790-5,910), its server CPU a little
# higher (70-74 against 66 µs a request: large blocks are mapped and unmapped each time).
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=1 \
    MALLOC_MMAP_THRESHOLD_=131072 \
    MALLOC_TRIM_THRESHOLD_=131072 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/web/dist
WORKDIR /app
COPY --from=build --chown=node:node /out /app
RUN mkdir -p /data && chown node:node /data
USER node
WORKDIR /app/server
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# As `pnpm start`: the compiled server (dist/main.js turns Node's compile cache on); scripts/check-container.sh checks it.
CMD ["node", "--max-semi-space-size=16", "dist/main.js"]
