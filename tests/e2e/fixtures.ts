import { test as base } from '@playwright/test'

import { type WorkerApp, workerApp } from '../support/e2eEnv'

/**
 * Playwright's `test`, with the worker's own app (tests/support/e2eEnv.ts): `baseURL` (so `page`
 * and `request` go to it) and `mailbox`, the HTTP mailbox of the SMTP server it mails through.
 * Playwright deals the files to its workers itself; a file keeps to one worker, its tests in order.
 */
export const test = base.extend<{ mailbox: string }, { app: WorkerApp }>({
  app: [async ({}, provide, workerInfo) => provide(workerApp(workerInfo.parallelIndex)), { scope: 'worker' }],
  baseURL: async ({ app }, provide) => provide(app.url),
  mailbox: async ({ app }, provide) => provide(app.mailboxURL),
})

export { expect } from '@playwright/test'

/** The mailbox of the app the running test talks to, for helpers called from a test. */
export const testMailbox = (): string => workerApp(test.info().parallelIndex).mailboxURL
