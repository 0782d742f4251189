// `npm run test:int`: the integration tier's three lines of files (vitest.config.ts), side by side.
//
// Vitest runs the projects of one run in turn when each keeps its files in one worker (one task a
// project, and a task at a time), so each line is a vitest run of its own. On two cores a line
// spends about half its time waiting for a server to start, a retry or a drain; the other lines
// use that time. Arguments are passed to every line (a file name selects within whichever line has it).
//
// The lines' output is interleaved as it comes. A CI log is often read from its end, so a line
// that fails has its failure report printed again last, after every line is done.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

import { failureReport } from './failureReport.mjs'
import { OWN_SERVERS_LINE, SECOND_SHARED_APP_LINE, SHARED_APP_LINE } from './integrationLines.mjs'

const LINES = [
  { project: SHARED_APP_LINE, tag: 'shared' },
  { project: SECOND_SHARED_APP_LINE, tag: 'shared 2' },
  { project: OWN_SERVERS_LINE, tag: 'own' },
]
const KEPT_LINES = 4000

function runLine({ project, tag }) {
  const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', project, '--passWithNoTests', ...process.argv.slice(2)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
  })
  const prefix = `[${tag}] `
  const kept = []
  const keep = (line) => {
    kept.push(line)
    if (kept.length > KEPT_LINES) kept.shift()
  }
  createInterface({ input: child.stdout }).on('line', (line) => {
    keep(line)
    process.stdout.write(`${prefix}${line}\n`)
  })
  createInterface({ input: child.stderr }).on('line', (line) => {
    keep(line)
    process.stderr.write(`${prefix}${line}\n`)
  })
  return new Promise((resolve) =>
    child.once('close', (code, signal) => resolve({ tag, code: code ?? (signal ? 1 : 0), signal, kept })),
  )
}

const started = Date.now()
const results = await Promise.all(LINES.map(runLine))
const seconds = Math.round((Date.now() - started) / 1000)
for (const { tag, code, signal, kept } of results) {
  if (code === 0) continue
  console.log(`\n==== integration tier, ${tag} line: its failure report again (exit ${code}${signal ? `, ${signal}` : ''}) ====`)
  for (const line of failureReport(kept)) console.log(`[${tag}] ${line}`)
}
for (const { tag, code } of results) console.log(`integration tier, ${tag} line: ${code === 0 ? 'passed' : `FAILED (exit ${code})`}`)
console.log(`integration tier: ${seconds} s`)
process.exit(results.some((r) => r.code !== 0) ? 1 : 0)
