// npm run bench:import — 50,000 gifts imported from one CSV into the production build (run
// `npm run build` first): the upload and its preview (every row checked), then the commit through
// the Jobs Queue until every gift is stored. Prints each one's time and the app's memory (RSS of
// its Node processes, sampled every 100 ms) above what it was before the upload. Goals (issue 44):
// preview ≤ 10 s, commit ≤ 60 s, ≤ 300 MB more memory. Prints figures; it does not pass or fail.
//   BENCH_ROWS=20000 npm run bench:import     (default 50,000)
import { existsSync } from 'node:fs'

import { TEST_ADMIN } from '../tests/support/constants.mjs'
import { startStack } from '../tests/support/startStack'
import { nodeResidentMb } from '../tests/support/procfs'

const ROWS = Number(process.env.BENCH_ROWS || 50_000)

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}

const stack = await startStack({ RATE_LIMIT_PER_MINUTE: '100000', SCHEDULED_JOBS: 'false' })
const base = stack.baseURL

function watchMemory(): { stop: () => number } {
  let peak = 0
  const timer = setInterval(() => (peak = Math.max(peak, nodeResidentMb(stack.pid))), 100)
  return {
    stop: () => {
      clearInterval(timer)
      return peak
    },
  }
}

function spreadsheet(rows: number): string {
  const lines = ['Gift Date,Amount,First Name,Last Name,Email,Payment Method,Check Number,Memo,External ID']
  for (let i = 0; i < rows; i++) {
    const day = new Date(Date.UTC(2020, 0, 1) + (i % 1_500) * 86_400_000)
    const us = `${day.getUTCMonth() + 1}/${day.getUTCDate()}/${day.getUTCFullYear()}`
    lines.push(
      `${us},"$${(10 + (i % 490)).toLocaleString('en-US')}.${String(i % 100).padStart(2, '0')}",First${i},Last${i},donor${i % 20_000}@bench.example.org,check,${1000 + i},Gift ${i},BENCH-${i}`,
    )
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

try {
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) })
  const { access_token: token } = (await login.json()) as { access_token: string }
  const auth = { Authorization: `Bearer ${token}` }
  const csv = spreadsheet(ROWS)
  await new Promise((resolve) => setTimeout(resolve, 2_000)) // the app settled after its start
  const before = nodeResidentMb(stack.pid)

  const form = new FormData()
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv')
  let memory = watchMemory()
  let started = performance.now()
  const uploaded = await fetch(`${base}/api/admin/imports`, { method: 'POST', headers: auth, body: form })
  const preview = (await uploaded.json()) as { id: number; summary: { valid: number; invalid: number; duplicates: number } }
  const previewMs = performance.now() - started
  const previewPeak = memory.stop()
  if (uploaded.status !== 201) throw new Error(`upload refused: ${uploaded.status} ${JSON.stringify(preview)}`)

  memory = watchMemory()
  started = performance.now()
  const commit = await fetch(`${base}/api/admin/imports/${preview.id}/commit`, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: '{}' })
  if (commit.status !== 202) throw new Error(`commit refused: ${commit.status} ${await commit.text()}`)
  let progress = { stored: 0, skipped: 0 }
  for (;;) {
    const now = (await (await fetch(`${base}/api/admin/imports/${preview.id}`, { headers: auth })).json()) as { status: string; progress: typeof progress }
    progress = now.progress
    if (now.status === 'committed') break
    if (performance.now() - started > 600_000) throw new Error(`still ${now.status} after 10 minutes (${JSON.stringify(progress)})`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const commitMs = performance.now() - started
  const commitPeak = memory.stop()

  console.log(`\nbench:import — ${ROWS.toLocaleString('en-US')} rows, ${(csv.length / 1024 / 1024).toFixed(1)} MB of CSV`)
  console.log(`  app memory before: ${before.toFixed(0)} MB (RSS of its Node processes)`)
  console.log(
    `  preview (upload, every row checked): ${(previewMs / 1000).toFixed(1)} s   goal ≤ 10 s; peak +${(previewPeak - before).toFixed(0)} MB; valid ${preview.summary.valid}, invalid ${preview.summary.invalid}, duplicates ${preview.summary.duplicates}`,
  )
  console.log(
    `  commit (Jobs Queue, until stored):   ${(commitMs / 1000).toFixed(1)} s   goal ≤ 60 s; peak +${(commitPeak - before).toFixed(0)} MB; stored ${progress.stored}, skipped ${progress.skipped}`,
  )
  console.log(`  memory goal: ≤ 300 MB more; measured at most +${(Math.max(previewPeak, commitPeak) - before).toFixed(0)} MB`)
} finally {
  await stack.stop()
}
