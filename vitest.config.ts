import path from 'node:path'
import { defineConfig } from 'vitest/config'

import OwnServersFirst from './tests/support/ownServersFirst'

const root = path.dirname(new URL(import.meta.url).pathname)

/** Workers of the integration tier (INT_WORKERS to try another count): see docs/testing.md. */
const WORKERS = Number(process.env.INT_WORKERS ?? 3)

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
    include: ['tests/int/**/*.test.ts'],
    environment: 'node',
    // The set-up makes the template database and, on each worker's first file, the worker's app
    // stack: a server on a copy of the template, a fake SMTP server and a fake Stripe.
    globalSetup: ['tests/int/globalSetup.ts'],
    setupFiles: ['tests/int/setupEnv.ts'],
    // Vitest's own pool deals the files to the workers as each becomes free (longest first, from
    // the last run's times; in a fresh clone, the files starting servers of their own first:
    // tests/support/ownServersFirst.ts). On two cores a file spends much of its time waiting for a server to
    // start, a retry or a drain, and the other workers use that time.
    sequence: { sequencer: OwnServersFirst },
    pool: 'forks',
    maxWorkers: WORKERS,
    // A worker's files share its process and module cache: a file does not pay again for a process
    // that imports the Payload config and starts Payload (about 4 s a file). No file mocks a module
    // or changes the environment (tests/unit/integration-files.test.ts), so none leaks into another.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
