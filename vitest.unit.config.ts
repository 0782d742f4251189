import path from 'node:path'
import { defineConfig } from 'vitest/config'

const root = path.dirname(new URL(import.meta.url).pathname)

/**
 * The unit tier: pure logic, no build, no database, no server. `npm test` runs it first.
 * `server-only` resolves to its empty module, as it does for Next's server bundles.
 */
export default defineConfig({
  resolve: {
    alias: {
      'server-only': path.join(root, 'node_modules/server-only/empty.js'),
      '@payload-config': path.join(root, 'payload.config.ts'),
      '@': path.join(root, 'src'),
    },
  },
  test: {
    environment: 'node',
    reporters: ['default', path.join(root, 'tests/support/slowestFiles.ts')],
    include: ['tests/unit/**/*.test.ts'],
  },
})
