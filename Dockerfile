# Saathi in one image: the bundled server (apps/server/dist/main.mjs) and the built web app, on plain
# Node (no TypeScript is transformed at run time), as a non-root user, with a health check.
#
# NOT BUILT HERE: no image registry is reachable from the machines this project is developed and
# tested on, so this file has never been built. Its steps are exactly the build and start that
# `npm test` runs (apps/server/src/production-build.test.ts: npm run build's server half, then
# node --no-experimental-strip-types apps/server/dist/main.mjs in NODE_ENV=production), and
# apps/server/src/dockerfile.test.ts parses this file so those commands cannot drift apart.
#
#   docker build -t saathi .
#   docker run -p 3000:3000 -v saathi-data:/data \
#     -e PUBLIC_URL=https://saathi.example.in -e AUTH_SECRET=... -e SMTP_URL=smtps://... saathi
# docs/deploy.md: one node with a managed PostgreSQL, two nodes behind a load balancer, backups.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Dependencies first (a layer that changes only with the lockfile).
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/package.json
COPY apps/web/package.json apps/web/package.json
COPY packages/contract/package.json packages/contract/package.json
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
# The embedded PostgreSQL refuses to run as root, and so does this image.
RUN groupadd --system saathi && useradd --system --gid saathi --home-dir /app --shell /usr/sbin/nologin saathi \
    && mkdir -p /data && chown saathi:saathi /data
COPY --from=build --chown=saathi:saathi /app /app
USER saathi
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--no-experimental-strip-types", "apps/server/dist/main.mjs"]
