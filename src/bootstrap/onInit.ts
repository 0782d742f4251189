import type { Migration, Payload } from 'payload'

import { migrations } from '@/migrations'
import { seedDemoContent } from '@/seed'
import { assertSecretConfigured } from '@/server/secrets'

import { ensureFirstAdmin } from './ensureFirstAdmin'
import { withStartupLock } from './startupLock'

const shouldSeedDemo = (): boolean => (process.env.SEED_DEMO ?? (process.env.NODE_ENV === 'development' ? 'true' : 'false')) === 'true'

/**
 * Runs once per server start: the committed migrations (in every environment, so development and
 * production share one schema path), the first staff account, demo content on an empty database.
 */
export async function onInit(payload: Payload): Promise<void> {
  assertSecretConfigured()
  await withStartupLock(payload, async () => {
    // Generated migrations type their arguments more narrowly than the adapter's signature.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    await ensureFirstAdmin(payload)
    if (shouldSeedDemo()) await seedDemoContent(payload)
  })
}
