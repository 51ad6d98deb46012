# syntax=docker/dockerfile:1
# Sportzone's image (decision 043): one Node process serving the API, the live sockets, the web app and
# (on the instance that takes it) the RTMP ingest. compose.yaml runs three of it behind HAProxy.
#
#   docker build -t sportzone .
#   docker run -p 3000:3000 -v sportzone-data:/data sportzone        # embedded database, demo off
ARG NODE_VERSION=24.21.0

# ─── build: every dependency, the web app and the server bundle (npm run build) ───
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/scoring/package.json packages/scoring/
COPY packages/competition/package.json packages/competition/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ─── dependencies the bundle imports at run time: the server's, without dev tools or the web's ───
# (the workspace packages are inside the bundle; PGlite, pg, sharp … stay packages)
FROM node:${NODE_VERSION}-bookworm-slim AS runtime-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/scoring/package.json packages/scoring/
COPY packages/competition/package.json packages/competition/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund && npm cache clean --force

# ─── runtime: Node, Debian's ffmpeg for live video, the builds; no sources, no compiler, not root ───
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
# ffmpeg turns an encoder's RTMP into HLS (decision 019); openssl makes the proxy's first certificate
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg openssl \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=runtime-dependencies /app/node_modules node_modules
COPY --from=build /src/package.json ./
COPY --from=build /src/apps/server/package.json apps/server/
COPY --from=build /src/apps/server/dist apps/server/dist
COPY --from=build /src/apps/web/dist apps/web/dist
COPY deploy/self-signed-cert.sh deploy/
RUN mkdir /data && chown node:node /data
USER node
ENV PORT=3000 HOST=0.0.0.0 DATA_DIR=/data DEMO_DATA=false
VOLUME /data
EXPOSE 3000 1935
# Liveness: the process answers. Readiness for traffic is /api/ready, which the proxy checks.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains (decision 034): give it `docker stop -t 20` / compose's stop_grace_period 20s.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
