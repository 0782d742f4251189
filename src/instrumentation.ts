/**
 * Runs once when a server starts (not during `next build`). The Node.js part initialises Payload,
 * which applies pending migrations and creates the first staff account before the first visitor.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { startPayload } = await import('./bootstrap/startPayload')
  await startPayload()
}
