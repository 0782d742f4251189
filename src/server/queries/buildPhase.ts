/**
 * `next build` renders each public page once, without a database. What it renders is never served
 * (src/lib/cache-handler.mjs never reads the build's pages), so the public reads answer it with
 * placeholders (cachedRead's `atBuild`) instead of failing the build: one build runs in any
 * environment.
 */
export const isBuildPhase = (): boolean => process.env.NEXT_PHASE === 'phase-production-build'
