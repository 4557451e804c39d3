# syntax=docker/dockerfile:1
# The API image: `pnpm enlace serve` (the default command) and the one-off commands `pnpm enlace migrate` and
# `pnpm enlace tenant create …`, with the built shell (its index.html) that `serve` answers the SPA's pages from.
#
#   docker build -f deploy/docker/api.Dockerfile -t enlace-api:<release> .      (from the repository root)

ARG NODE_IMAGE=node:20-bookworm-slim

# pnpm at the version of package.json's "packageManager"; CI=true makes every install non-interactive.
FROM ${NODE_IMAGE} AS pnpm
ENV CI=true
RUN npm install --global pnpm@10.34.8 && npm cache clean --force
WORKDIR /app

# Everything installed, then the front ends built (shell/dist, remote-*/dist, precompressed .gz/.br beside them).
# python3, make and g++ in case better-sqlite3 finds no prebuilt binary for this Node.
FROM pnpm AS build
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY . .
RUN pnpm install --frozen-lockfile
RUN pnpm build

# What the API needs at run time and nothing else: the production dependencies of @enlace/deploy and of the
# workspaces it uses (@enlace/api, @enlace/shared), from the same lockfile. Every workspace's package.json is copied
# so that the lockfile matches the workspace; only the filtered ones get node_modules.
FROM pnpm AS runtime-dependencies
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json pnpm-workspace.yaml pnpm-lock.yaml .npmrc ./
COPY api/package.json api/
COPY shared/package.json shared/
COPY deploy/package.json deploy/
COPY shell/package.json shell/
COPY remote-public/package.json remote-public/
COPY remote-intranet/package.json remote-intranet/
COPY remote-volunteer/package.json remote-volunteer/
COPY remote-partner/package.json remote-partner/
COPY e2e/package.json e2e/
RUN pnpm install --frozen-lockfile --prod --filter "@enlace/deploy..."

FROM ${NODE_IMAGE} AS api
# tini as PID 1 passes SIGTERM on and reaps any child process.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/* \
  && npm install --global pnpm@10.34.8 && npm cache clean --force
# CI=true: pnpm (the one-off commands) neither prompts nor looks for updates, which it could not write anyway.
ENV NODE_ENV=production \
    CI=true \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
# Owned by root and read-only for the process: the API writes nothing to disk. The server as `pnpm build`
# compiled it (api/dist, deploy/dist: docs/adr/0079-compiled-api-server.md), no TypeScript sources.
COPY --from=runtime-dependencies /app/ ./
COPY --from=build /app/api/dist api/dist
COPY api/assets api/assets
COPY --from=build /app/deploy/dist deploy/dist
COPY deploy/scripts/enlace.mjs deploy/scripts/
COPY deploy/remotes deploy/remotes
# The shell's page and, should `serve` also serve the remotes or read their route manifests, their builds.
COPY --from=build /app/shell/dist shell/dist
COPY --from=build /app/remote-public/dist remote-public/dist
COPY --from=build /app/remote-intranet/dist remote-intranet/dist
COPY --from=build /app/remote-volunteer/dist remote-volunteer/dist
COPY --from=build /app/remote-partner/dist remote-partner/dist
# The image's unprivileged user (uid 1000).
USER node
WORKDIR /app/deploy
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
# The same as `pnpm enlace serve`, without pnpm in between: pnpm does not pass SIGTERM on to the script it runs,
# so the server would be killed with its requests in flight instead of finishing them. The one-off commands keep
# the pnpm form: `docker run … enlace-api:<release> pnpm enlace migrate`. The heap settings are the API's
# SERVE_NODE_FLAGS (api/src/production/node-flags.ts).
CMD ["node", "--max-old-space-size=192", "--max-semi-space-size=8", "dist/enlace.mjs", "serve"]
