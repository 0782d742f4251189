import config from '@payload-config'
import { getPayload } from 'payload'

import { startJobRunner } from '@/jobs/runner'
import { log } from '@/lib/log'

import { registerShutdownHooks } from './shutdownHooks'

/**
 * Initialises Payload at server start; a server that cannot start properly stops, loudly. Then
 * the Jobs Queue's runner starts (unless JOBS_AUTORUN=false: src/jobs/runner.ts), and the server's
 * graceful shutdown (scripts/server.mjs) is given the way to stop it and close the pool.
 */
export async function startPayload(): Promise<void> {
  try {
    const payload = await getPayload({ config })
    startJobRunner(payload)
    registerShutdownHooks(payload)
  } catch (error) {
    log.fatal({ err: error }, 'Start-up failed')
    process.exit(1)
  }
}
