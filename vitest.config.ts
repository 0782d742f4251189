import path from 'node:path'
import { defineConfig } from 'vitest/config'

import {
  OWN_SERVERS_FILES,
  OWN_SERVERS_LINE,
  OWN_SERVERS_ON_SECOND_LINE,
  SECOND_SHARED_APP_FILES,
  SECOND_SHARED_APP_LINE,
  SHARED_APP_LINE,
} from './tests/support/integrationLines.mjs'

const root = path.dirname(new URL(import.meta.url).pathname)

const line = {
  environment: 'node' as const,
  globalSetup: ['tests/int/globalSetup.ts'],
  setupFiles: ['tests/int/setupEnv.ts'],
  // The files of a line run one after another, so fixtures of one never surprise another.
  fileParallelism: false,
  // The files of a line share one worker and its module cache: each file no longer pays for a fresh
  // process that imports the Payload config and starts Payload again (about 4 s a file). No file
  // mocks a module or changes the environment, so none can leak into another.
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 120_000,
}

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.join(root, 'payload.config.ts'),
      '@': path.join(root, 'src'),
      // The config reaches server modules (the jobs' tasks); as in Next's server bundles.
      'server-only': path.join(root, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    reporters: ['default', path.join(root, 'tests/support/slowestFiles.ts')],
    // Three lines of files, each run by a vitest of its own side by side (`npm run test:int`,
    // tests/support/runIntegration.mjs): the shared app's files in two parts, each against a
    // shared app of its own, and the files with servers of their own (a few of them after the
    // second part). Each line's set-up makes the template database; the first two also start their
    // shared app, its database, SMTP and Stripe.
    projects: [
      { extends: true, test: { ...line, name: SHARED_APP_LINE, include: ['tests/int/**/*.test.ts'], exclude: [...OWN_SERVERS_FILES, ...SECOND_SHARED_APP_FILES] } },
      { extends: true, test: { ...line, name: SECOND_SHARED_APP_LINE, include: [...SECOND_SHARED_APP_FILES, ...OWN_SERVERS_ON_SECOND_LINE] } },
      { extends: true, test: { ...line, name: OWN_SERVERS_LINE, include: OWN_SERVERS_FILES, exclude: OWN_SERVERS_ON_SECOND_LINE } },
    ],
  },
})
