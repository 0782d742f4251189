import { inject } from 'vitest'

import { TEST_ADMIN, TEST_PAYLOAD_SECRET } from '../support/constants.mjs'

/** Sets `name` to what the run's global set-up provided, if it did (the shared app's line only). */
const fromSetup = (name: string, value: string | undefined) => {
  if (value !== undefined) process.env[name] = value
}

// The Local API in the test process talks to the same database as the server under test.
fromSetup('DATABASE_URL', inject('databaseURL'))
fromSetup('MEDIA_DIR', inject('mediaDir'))
process.env.PAYLOAD_SECRET = TEST_PAYLOAD_SECRET
process.env.ADMIN_EMAIL = TEST_ADMIN.email
process.env.ADMIN_PASSWORD = TEST_ADMIN.password
process.env.SEED_DEMO = 'false'
// Test stacks of their own start on a copy of the migrated template (tests/support/serve.mjs).
fromSetup('STACK_TEMPLATE_URL', inject('stackTemplateURL'))
// The same address as the server's, so URLs the Local API builds here match the server's.
fromSetup('SITE_URL', inject('baseURL'))
