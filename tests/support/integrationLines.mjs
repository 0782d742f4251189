/**
 * The integration tier runs in two lines of files, side by side (tests/support/runIntegration.mjs).
 * The second holds the files that bring every server they talk to (an app, its database, SMTP and
 * Stripe of their own) and touch nothing of the shared app's. A file that needs the shared app,
 * its database, its mailbox or its fake Stripe belongs in the first line, not here:
 * tests/unit/integration-lines.test.ts checks that none of these files reaches for them.
 */
export const SHARED_APP_LINE = 'shared app'
export const OWN_SERVERS_LINE = 'own servers'

/** @type {string[]} */
export const OWN_SERVERS_FILES = [
  'always-an-admin',
  'cache-shared',
  'card-testing',
  'image',
  'jobs',
  'media-s3',
  'media-shared',
  'media-to-s3',
  'observability',
  'security-slow-bodies',
  'security-stack',
  'shutdown',
].map((name) => `tests/int/${name}.test.ts`)
