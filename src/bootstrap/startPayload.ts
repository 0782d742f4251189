import config from '@payload-config'
import { getPayload } from 'payload'

import { startJobRunner } from '@/jobs/runner'

/**
 * Initialises Payload at server start; a server that cannot start properly stops, loudly. Then
 * the Jobs Queue's runner starts (unless JOBS_AUTORUN=false: src/jobs/runner.ts).
 */
export async function startPayload(): Promise<void> {
  try {
    startJobRunner(await getPayload({ config }))
  } catch (error) {
    console.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
