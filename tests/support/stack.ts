/**
 * The app stack of this test worker: a production server on a database of its own (a copy of the
 * migrated template), its fake SMTP server's mailbox and its fake Stripe. The integration tier's
 * set-up starts one per worker on the worker's first file (tests/int/globalSetup.ts), and
 * tests/int/setupEnv.ts hands it to the worker in `TEST_STACK`. The files a worker runs use it one
 * after another; each file makes its own fixtures and assumes nothing of another file's.
 */
export type TestStack = {
  baseURL: string
  databaseURL: string
  mediaDir: string
  mailboxURL: string
  stripeURL: string
}

export function testStack(): TestStack {
  const raw = process.env.TEST_STACK
  if (!raw) throw new Error('no test stack: tests/int/setupEnv.ts sets TEST_STACK for integration files')
  return JSON.parse(raw) as TestStack
}
