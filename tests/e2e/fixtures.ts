import { test as base } from '@playwright/test'

import { type WorkerApp, workerApp } from '../support/e2eEnv'

/**
 * Playwright's `test`, with the worker's own app (tests/support/e2eEnv.ts) as `baseURL`, so `page`
 * and `request` go to it. Playwright deals the files to its workers itself; a file keeps to one
 * worker, its tests in order.
 */
export const test = base.extend<object, { app: WorkerApp }>({
  app: [async ({}, provide, workerInfo) => provide(workerApp(workerInfo.parallelIndex)), { scope: 'worker' }],
  baseURL: async ({ app }, provide) => provide(app.url),
})

export { expect } from '@playwright/test'

/** The HTTP mailbox of the SMTP server that the running test's app mails through. */
export const testMailbox = (): string => workerApp(test.info().parallelIndex).mailboxURL
