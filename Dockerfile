# Production image: build once, run anywhere (every setting comes from the environment at run time).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
RUN npm prune --omit=dev --no-audit --no-fund || true
EXPOSE 3000
# Migrations are applied and the first staff account created when the server starts.
# -H: Docker sets HOSTNAME to the container id; listen on every interface instead.
CMD ["node", "scripts/with-db.mjs", "node", "scripts/server.mjs", "-p", "3000", "-H", "0.0.0.0"]
