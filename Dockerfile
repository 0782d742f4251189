# Production image: build once, run anywhere (every setting comes from the environment at run time).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Next's standalone output, then only what runs (scripts/assemble-image.mjs: no .next/cache, no
# dev dependencies, no sources; tests/int/image.test.ts starts the app and the worker from it).
RUN npm run build && node scripts/assemble-image.mjs /image

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
# The server runs as `node`: it may write only its own folder (media/ without S3_BUCKET, Next's
# runtime cache in .next/cache).
RUN chown node:node /app
# Where docker-compose.yml's worker writes the nightly backups (BACKUP_DIR, a volume): the volume
# takes this folder's owner, so `node` may write it.
RUN mkdir /backups && chown node:node /backups && chmod 700 /backups
COPY --from=build --chown=node:node /image /app
USER node
EXPOSE 3000
# The server stops gracefully on SIGTERM within SHUTDOWN_GRACE_SECONDS (25 s by default): give it
# longer before the kill (`docker stop --time 30`, compose's stop_grace_period, Kubernetes'
# terminationGracePeriodSeconds).
STOPSIGNAL SIGTERM
# Migrations are applied and the first staff account created when the server starts. DATABASE_URL
# is required (the embedded PostgreSQL is for development only). Node is the container's first
# process, so SIGTERM reaches the server itself. -H: Docker sets HOSTNAME to the container id.
CMD ["node", "scripts/server.mjs", "-p", "3000", "-H", "0.0.0.0"]
