# syntax=docker/dockerfile:1
# Смены for production: the same `npm ci` and `npm run build` that CI runs, then the built server (docs/deploy.md).
# IMAGE_REGISTRY lets a registry mirror serve the base image, as compose.yaml's other images.
ARG IMAGE_REGISTRY=docker.io

# Build: every dependency, the app and the server built, then the development ones dropped.
FROM ${IMAGE_REGISTRY}/library/node:26-slim AS build
# The map's tiles, read by the client's build (docs/deploy.md); unset, OpenStreetMap's.
ARG VITE_MAP_TILES_URL
ARG VITE_MAP_TILES_ATTRIBUTION
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# Run: the built client, the built server and the packages it imports, as the unprivileged `node` user.
FROM ${IMAGE_REGISTRY}/library/node:26-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data SEED_DEMO=false
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/dist-server ./dist-server
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is the container's first process, so a stop's SIGTERM reaches the server; it needs no flags, the
# server turns on Node's compile cache and source maps itself (src/server/main.ts).
CMD ["node", "dist-server/main.js"]
