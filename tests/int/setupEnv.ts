import { inject } from 'vitest'

import { TEST_ADMIN, TEST_PAYLOAD_SECRET } from '../support/constants.mjs'
import type { TestStack } from '../support/stack'

// This worker's app stack (tests/int/globalSetup.ts), asked for once: a worker keeps its pool id,
// and its files run one after another in the same process (isolate: false).
const poolId = process.env.VITEST_POOL_ID ?? '1'
if (process.env.TEST_STACK_POOL_ID !== poolId) {
  const response = await fetch(`${inject('stacksURL')}/${poolId}`)
  if (!response.ok) throw new Error(`worker ${poolId}'s app stack did not start: ${await response.text()}`)
  process.env.TEST_STACK = JSON.stringify((await response.json()) as TestStack)
  process.env.TEST_STACK_POOL_ID = poolId
}
const stack = JSON.parse(process.env.TEST_STACK!) as TestStack

// The Local API in the test process talks to the same database as the server under test.
process.env.DATABASE_URL = stack.databaseURL
process.env.MEDIA_DIR = stack.mediaDir
process.env.PAYLOAD_SECRET = TEST_PAYLOAD_SECRET
process.env.ADMIN_EMAIL = TEST_ADMIN.email
process.env.ADMIN_PASSWORD = TEST_ADMIN.password
process.env.SEED_DEMO = 'false'
// Test stacks of their own start on a copy of the migrated template (tests/support/serve.mjs).
process.env.STACK_TEMPLATE_URL = inject('stackTemplateURL')
// The same address as the server's, so URLs the Local API builds here match the server's.
process.env.SITE_URL = stack.baseURL
