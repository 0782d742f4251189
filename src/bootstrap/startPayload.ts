import config from '@payload-config'
import { getPayload } from 'payload'

/** Initialises Payload at server start; a server that cannot start properly stops, loudly. */
export async function startPayload(): Promise<void> {
  try {
    await getPayload({ config })
  } catch (error) {
    console.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
