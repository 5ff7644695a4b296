# syntax=docker/dockerfile:1
# Multi-stage build: dependencies and build in one stage, a slim runtime with production dependencies only.
FROM node:24-slim AS base
ENV NODE_ENV=production
WORKDIR /app

FROM base AS deps
COPY package.json package-lock.json ./
RUN npm ci --include=dev --no-audit --no-fund

FROM base AS production-deps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM base AS runtime
ENV PORT=3000
COPY --from=production-deps /app/node_modules ./node_modules
COPY package.json ./
COPY --from=build /app/build ./build
COPY server ./server
COPY scripts/start.js scripts/start.ts scripts/prepare-database.ts scripts/services.ts scripts/supervisor.ts \
     scripts/service-error.ts scripts/embedded-postgres.ts scripts/storage-process.ts scripts/migrate.ts scripts/pg-sql.ts \
     ./scripts/
COPY db ./db
COPY app ./app
RUN chown -R node:node /app
USER node
EXPOSE 3000
# The command of `npm start`, run directly: as PID 1, npm would exit on SIGTERM without waiting for the
# server to finish its requests and close its connections. It runs build/start.js, the compiled start process.
CMD ["node", "scripts/start.js"]
