# syntax=docker/dockerfile:1
#
# One image for every process of the portal; the process is chosen by the command (see
# docs/deployment.md):
#   gateway         node apps/gateway/dist/main.js      (default CMD; HTTP on PORT, 3000)
#   <service>       node apps/<service>/dist/main.js    (identity, roadmap, tracking, media, reports)
#   media worker    node apps/media/dist/worker.js      (needs ffmpeg: use the `media-worker` target)
#   reports worker  node apps/reports/dist/worker.js
#   migrations      node apps/<service>/dist/migrate.js (services also migrate on start, under a lock)
#
#   docker build -t player-portal:local .                                        # last stage: `portal`
#   docker build -t player-portal-media-worker:local --target media-worker .     # + Debian ffmpeg/ffprobe
#
# BuildKit is required (cache mounts); it is the default builder of Docker 23+.

ARG NODE_IMAGE=node:20-bookworm-slim

# ---------------------------------------------------------------------------------------------------
# manifests: every workspace package.json, so `deps` is rebuilt only when a manifest or the lockfile
# changes (COPY --from is cached by content) and new workspaces need no edit here.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir -p /manifests \
 && find . -name package.json -not -path '*/node_modules/*' -not -path '*/dist/*' -print0 \
    | tar --null -cf - -T - | tar -xf - -C /manifests \
 && cp package-lock.json /manifests/

# ---------------------------------------------------------------------------------------------------
# deps: the locked dependency tree (dev dependencies included: the build needs them).
# `npm ci` fails on this lockfile ("Missing: @swc/core-darwin-arm64"; the registry mirror only has
# Linux binaries), and `npm install` with a lockfile installs exactly the locked versions.
# Install scripts are skipped, as package.json's `allowScripts` records: nothing needs them (argon2
# comes from @node-rs/argon2, whose prebuilt binary is a registry package of its own).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm install --no-audit --no-fund --ignore-scripts \
 && node -e "require('@node-rs/argon2').hash('probe').then(() => process.exit(0), () => process.exit(1))"

# ---------------------------------------------------------------------------------------------------
# build: compile libs and apps (tsc) and the web app (vite) with Nx, then drop dev dependencies and
# assemble what the runtime needs into /out: node_modules, package.json files and every dist folder.
FROM deps AS build
ENV NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false CI=true
COPY . .
RUN --mount=type=cache,target=/app/.nx/cache \
    npx nx run-many -t build --parallel=2
RUN --mount=type=cache,target=/root/.npm \
    npm prune --omit=dev --no-audit --no-fund --ignore-scripts
RUN mkdir -p /out \
 && cp -a package.json node_modules /out/ \
 && for dir in apps/* libs/*; do \
      mkdir -p "/out/$dir" && cp "$dir/package.json" "/out/$dir/"; \
      if [ -d "$dir/dist" ]; then cp -a "$dir/dist" "/out/$dir/dist"; fi; \
    done \
 && test -f /out/apps/gateway/dist/main.js

# ---------------------------------------------------------------------------------------------------
# runtime: Node, tini (PID 1: forwards SIGTERM, reaps children such as ffmpeg) and the built portal.
# Files stay owned by root, so the `node` user (uid 1000) can read but not change the code.
FROM ${NODE_IMAGE} AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    HEALTH_PORT=8081
WORKDIR /app
COPY --from=build /out/ ./
# The gateway's partial resumable (tus) uploads (STORAGE_DIR in compose and k8s): the one directory
# the `node` user writes; a volume mounted here inherits this ownership.
RUN mkdir -p /var/lib/portal/uploads && chown node:node /var/lib/portal/uploads
USER node
EXPOSE 3000 8081
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "apps/gateway/dist/main.js"]

# ---------------------------------------------------------------------------------------------------
# media-worker: the runtime plus Debian's ffmpeg and ffprobe (fluent-ffmpeg drives them).
FROM runtime AS media-worker
USER root
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg \
 && rm -rf /var/lib/apt/lists/*
USER node
CMD ["node", "apps/media/dist/worker.js"]

# ---------------------------------------------------------------------------------------------------
# portal: the default target (last stage), the image every other process runs.
FROM runtime AS portal
