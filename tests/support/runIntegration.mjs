// `npm run test:int`: the integration tier, one vitest run (vitest.config.ts), whose pool deals the
// files to its workers; arguments go to vitest (a file name runs that file alone).
//
// A CI log is often read from its end, and a failure's report scrolls far up behind the app's log
// lines and the slowest files: a failed run has its failure report printed again last.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

import { failureReport } from './failureReport.mjs'

const KEPT_LINES = 4000

const started = Date.now()
const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
})
// Interrupted, vitest stops its workers and the set-up's servers (tests/support/serve.mjs stops too
// once its parent is gone).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
const kept = []
const keep = (line) => {
  kept.push(line)
  if (kept.length > KEPT_LINES) kept.shift()
}
createInterface({ input: child.stdout }).on('line', (line) => {
  keep(line)
  process.stdout.write(`${line}\n`)
})
createInterface({ input: child.stderr }).on('line', (line) => {
  keep(line)
  process.stderr.write(`${line}\n`)
})
const [code, signal] = await new Promise((resolve) => child.once('close', (code, signal) => resolve([code ?? (signal ? 1 : 0), signal])))
const seconds = Math.round((Date.now() - started) / 1000)
if (code !== 0) {
  console.log(`\n==== integration tier: its failure report again (exit ${code}${signal ? `, ${signal}` : ''}) ====`)
  for (const line of failureReport(kept)) console.log(line)
}
console.log(`integration tier: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`)
process.exit(code)
