# syntax=docker/dockerfile:1
# Multi-stage build: install and build everything, then ship only production dependencies and
# the built apps.
FROM node:20-bookworm-slim AS build
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
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/domain/package.json /app/domain/
COPY --from=build /app/domain/dist ./domain/dist
COPY --from=build /app/api/package.json /app/api/
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/site/dist ./site/dist
COPY --from=build /app/admin/dist ./admin/dist
COPY --from=build /app/portal/dist ./portal/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s CMD node -e "fetch('http://127.0.0.1:3000/api/health/ready').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "api/dist/main.js"]
