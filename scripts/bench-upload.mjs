#!/usr/bin/env node
// npm run bench:upload — against the production build (run `npm run build` first): ten photos sent
// at once to POST /api/gallery/submit, twice: the black-box attack's 16-bit 6320×6320 RGBA PNG
// (0.5 MB as a file, 320 MB decoded), then a 40-megapixel 8-bit JPEG a camera could take. Prints
// each answer's status and time and the app server's peak resident memory. Prints figures; never
// fails on them.
//   BENCH_UPLOADS=3 npm run bench:upload     (default 10 at once)
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { phoneJpeg, sixteenBitPng } from '../tests/support/images.mjs'

const UPLOADS = Number(process.env.BENCH_UPLOADS || 10)
if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}

const server = spawn('node', ['tests/support/serve.mjs'], {
  stdio: ['ignore', 'pipe', 'ignore'],
  env: { ...process.env, TEST_APP_ENV: JSON.stringify({ RATE_LIMIT_PER_MINUTE: '100000' }) },
})
const baseURL = await new Promise((resolve, reject) => {
  createInterface({ input: server.stdout }).on('line', (line) => line.startsWith('READY ') && resolve(line.split(' ')[1]))
  server.once('exit', (code) => reject(new Error(`server exited (${code})`)))
})
const stop = () =>
  new Promise((resolve) => {
    server.once('exit', resolve)
    server.kill('SIGTERM')
  })

const read = (file) => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}
const parentOf = (pid) =>
  Number(
    read(`/proc/${pid}/stat`)
      .replace(/^.*\) \S+ /s, '')
      .split(' ')[0],
  )
/** The app server (scripts/server.mjs) below this run's serve.mjs, as tests/support/procfs.ts finds it. */
function appServerPid() {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
  let frontier = [server.pid]
  while (frontier.length) {
    const children = all.filter((pid) => frontier.includes(parentOf(pid)))
    const app = children.find((pid) => read(`/proc/${pid}/cmdline`).includes('scripts/server.mjs') && !read(`/proc/${pid}/cmdline`).includes('with-db'))
    if (app) return app
    frontier = children
  }
  throw new Error('the app server process was not found')
}
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(read(`/proc/${pid}/status`))?.[1] ?? 0) / 1024

function upload(data, name, type) {
  const form = new FormData()
  for (const [key, value] of Object.entries({ title: 'Bench', uploader_name: 'Bench', uploader_email: 'bench@example.org', consent_signed: 'true' })) form.set(key, value)
  form.set('file', new Blob([data], { type }), name)
  const started = performance.now()
  return fetch(`${baseURL}/api/gallery/submit`, { method: 'POST', body: form }).then(
    async (response) => ({ status: response.status, seconds: (performance.now() - started) / 1000, detail: (await response.json()).detail }),
    (error) => ({ status: 0, seconds: (performance.now() - started) / 1000, detail: error.message }),
  )
}

async function round(label, data, name, type) {
  const pid = appServerPid()
  const before = rssMb(pid)
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20)
  const started = performance.now()
  const answers = await Promise.all(Array.from({ length: UPLOADS }, () => upload(data, name, type)))
  clearInterval(sampler)
  const counts = new Map()
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1)
  const statuses = [...counts].map(([status, count]) => `${count}× ${status}`).join(', ')
  console.log(`\n${label}: ${UPLOADS} at once`)
  console.table([
    {
      answers: statuses,
      'slowest s': Number(Math.max(...answers.map((a) => a.seconds)).toFixed(2)),
      'all done s': Number(((performance.now() - started) / 1000).toFixed(2)),
      'server RSS before MB': Math.round(before),
      'server RSS peak MB': Math.round(peak),
    },
  ])
  for (const detail of new Set(answers.filter((a) => a.status >= 400).map((a) => a.detail))) console.log(`  refused: ${detail}`)
}

try {
  const attack = await sixteenBitPng()
  const camera = await phoneJpeg(40)
  // Warm up: compile the route, open the pool.
  await upload(await sharpSmall(), 'warm.png', 'image/png')
  await round(`16-bit RGBA PNG 6320×6320 (${(attack.length / 1024).toFixed(0)} KB)`, attack, 'attack.png', 'image/png')
  await round(`8-bit JPEG 40 MP (${(camera.length / 1048576).toFixed(1)} MB)`, camera, 'camera.jpg', 'image/jpeg')
} finally {
  await stop()
}

async function sharpSmall() {
  const { default: sharp } = await import('sharp')
  return sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
    .png()
    .toBuffer()
}
