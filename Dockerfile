# syntax=docker/dockerfile:1
# Multi-stage build on Node 22 LTS (the production runtime; docs/decisions.md): one stage builds
# everything, one installs the server's production dependencies as npm lays them out (some live
# under a workspace's own node_modules, e.g. api/node_modules/ioredis), and the runtime stage takes
# only those and the built apps. scripts/runtime-image.test.mjs reads the COPY lines below, lays the
# files out the same way and starts the server from them: keep the lines simple (one source each).
FROM node:22-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
COPY domain/package.json domain/
COPY api/package.json api/
COPY admin/package.json admin/
COPY portal/package.json portal/
COPY site/package.json site/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The server's production dependencies (the api workspace and what it links, i.e. domain), each
# where npm puts it; the empty folders make the COPY lines below valid whatever the lockfile nests.
FROM node:22-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
COPY domain/package.json domain/
COPY api/package.json api/
COPY admin/package.json admin/
COPY portal/package.json portal/
COPY site/package.json site/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --workspace=api --no-audit --no-fund && mkdir -p node_modules api/node_modules domain/node_modules

FROM node:22-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/api/node_modules ./api/node_modules
COPY --from=deps /app/domain/node_modules ./domain/node_modules
COPY --from=build /app/domain/package.json ./domain/
COPY --from=build /app/domain/dist ./domain/dist
COPY --from=build /app/api/package.json ./api/
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/site/dist ./site/dist
COPY --from=build /app/admin/dist ./admin/dist
COPY --from=build /app/portal/dist ./portal/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s CMD node -e "fetch('http://127.0.0.1:3000/api/health/ready').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "api/dist/main.js"]
