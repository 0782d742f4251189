import path from 'node:path'
import { defineConfig } from 'vitest/config'

const root = path.dirname(new URL(import.meta.url).pathname)

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
    environment: 'node',
    reporters: ['default', path.join(root, 'tests/support/slowestFiles.ts')],
    include: ['tests/int/**/*.test.ts'],
    globalSetup: ['tests/int/globalSetup.ts'],
    setupFiles: ['tests/int/setupEnv.ts'],
    // One app and one database serve every file; files run one after another so fixtures of one
    // never surprise another.
    fileParallelism: false,
    // Files share one worker and its module cache: each file no longer pays for a fresh process
    // that imports the Payload config and starts Payload again (about 4 s a file). No file mocks a
    // module or changes the environment, so none can leak into another.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
