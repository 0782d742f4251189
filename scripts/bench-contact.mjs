#!/usr/bin/env node
// npm run bench:contact — against the production build (run `npm run build` first): the latency of
// POST /api/contact, which stores the message and (since the Jobs Queue) queues its mail in the
// same transaction. One connection (a visitor's own wait) and ten at once. Mail goes to the log
// (no SMTP_URL), as the in-app runner works through the queue beside the load. Prints figures;
// it does not pass or fail.
//   BENCH_SECONDS=20 npm run bench:contact     (default 10 s per run)
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createInterface } from 'node:readline'
import autocannon from 'autocannon'

const SECONDS = Number(process.env.BENCH_SECONDS || 10)

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}

const child = spawn('node', ['tests/support/serve.mjs'], {
  stdio: ['ignore', 'pipe', 'ignore'],
  env: { ...process.env, TEST_APP_ENV: JSON.stringify({ SEED_DEMO: 'false', RATE_LIMIT_PER_MINUTE: '100000000' }) },
})
const baseURL = await new Promise((resolve, reject) => {
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.startsWith('READY ')) resolve(line.split(' ')[1])
  })
  child.once('exit', (code) => reject(new Error(`server exited (${code})`)))
})

const body = JSON.stringify({ name: 'Bench Writer', email: 'bench@example.org', subject: 'Hello', message: 'A message written by the benchmark.' })
const load = (connections, duration) =>
  new Promise((resolve, reject) => {
    autocannon({ url: `${baseURL}/api/contact`, method: 'POST', headers: { 'content-type': 'application/json' }, body, connections, duration }, (error, result) =>
      error ? reject(error) : resolve(result),
    )
  })

try {
  await load(4, 3) // warm up: compile paths, fill the pool
  for (const connections of [1, 10]) {
    const result = await load(connections, SECONDS)
    const failures = result.errors + result.timeouts + result.non2xx
    console.log(
      `POST /api/contact, ${String(connections).padStart(2)} connection(s): ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${failures ? `, ${failures} failures` : ''}`,
    )
  }
} finally {
  await new Promise((resolve) => {
    child.once('exit', resolve)
    child.kill('SIGTERM')
  })
}
