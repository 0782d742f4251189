/**
 * The integration tier runs in three lines of files, side by side (tests/support/runIntegration.mjs).
 * The first two each start a shared app of their own (its database, SMTP and Stripe) and run the
 * files that use one; the second line's files are listed below. The files with servers of their
 * own bring every server they talk to (an app, its database, SMTP and Stripe) and touch nothing of
 * a shared app's: most run in the third line, a few after the second line's files, so the three
 * lines take about the same time. A file that needs the shared app, its database, its mailbox or
 * its fake Stripe belongs in the first line, not in OWN_SERVERS_FILES:
 * tests/unit/integration-lines.test.ts checks that none of these files reaches for them.
 */
export const SHARED_APP_LINE = 'shared app'
export const SECOND_SHARED_APP_LINE = 'shared app (second)'
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

/**
 * The shared app's files that run against the second shared app, and the files with servers of
 * their own that run after them: lines of about the same time (measured: the slowest files in
 * each line's report). A new file goes to the first line, or to the third if it has its own servers.
 * @type {string[]}
 */
export const SECOND_SHARED_APP_FILES = [
  'api-auth',
  'candles',
  'donor-links',
  'fundraisers',
  'letters',
  'security-login',
  'stripe-unreachable',
  'two-step',
].map((name) => `tests/int/${name}.test.ts`)

/** @type {string[]} */
export const OWN_SERVERS_ON_SECOND_LINE = ['always-an-admin', 'media-s3', 'media-shared'].map((name) => `tests/int/${name}.test.ts`)
