#!/usr/bin/env node
// npm run bench:serve — against the production build (run `npm run build` first) with demo content:
// requests per second and latency at 50 connections for every public page and public GET, each
// beside a static file (a `/_next/static` chunk) served by the same server in the same run, since
// absolute figures move from run to run. Prints figures; it does not pass or fail.
//   BENCH_SECONDS=10 npm run bench:serve     (default 6 s per URL)
//   BENCH_REDIS=1 npm run bench:serve        (the same, with the shared Redis cache)
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createInterface } from 'node:readline'
import autocannon from 'autocannon'

const SECONDS = Number(process.env.BENCH_SECONDS || 6)
const CONNECTIONS = 50
const PAGES = ['/', '/about', '/events', '/events/:id', '/gallery', '/gallery/submit', '/sponsors', '/volunteer', '/contact', '/privacy', '/donation-terms', '/donate']
const GETS = ['/api/events', '/api/events/:id', '/api/gallery', '/api/sponsors']
const GOALS = { ratio: 0.5, p99Ms: 100 }

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}

async function startServer() {
  const env = { SEED_DEMO: 'true', RATE_LIMIT_PER_MINUTE: '100000000' }
  let redis
  if (process.env.BENCH_REDIS) {
    const { startRedis } = await import('../tests/support/redis.mjs')
    redis = await startRedis()
    env.REDIS_URL = redis.url
  }
  const child = spawn('node', ['tests/support/serve.mjs'], {
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { ...process.env, TEST_APP_ENV: JSON.stringify(env) },
  })
  const baseURL = await new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('READY ')) resolve(line.split(' ')[1])
    })
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)))
  })
  const stop = async () => {
    await new Promise((resolve) => {
      child.once('exit', resolve)
      child.kill('SIGTERM')
    })
    await redis?.stop()
  }
  return { baseURL, stop }
}

/** The first script chunk the home page loads: a file Next serves straight from disk. */
async function staticChunk(baseURL) {
  const html = await (await fetch(`${baseURL}/`)).text()
  const chunk = html.match(/\/_next\/static\/chunks\/[^"']+\.js/)?.[0]
  if (!chunk) throw new Error('no static chunk found on the home page')
  return chunk
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS }, (error, result) => (error ? reject(error) : resolve(result)))
  })
}

async function measure(baseURL, path) {
  const head = await fetch(`${baseURL}${path}`)
  await head.arrayBuffer()
  const result = await load(`${baseURL}${path}`)
  return {
    path,
    status: head.status,
    cacheControl: head.headers.get('cache-control'),
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  }
}

const server = await startServer()
try {
  const events = await (await fetch(`${server.baseURL}/api/events`)).json()
  const withId = (path) => path.replace(':id', String(events[0]?.id ?? 1))
  const targets = [...PAGES, ...GETS].map(withId)
  // Once each first, so the figures measure the steady state, not the first render.
  for (const path of targets) await (await fetch(`${server.baseURL}${path}`)).arrayBuffer()

  const reference = await measure(server.baseURL, await staticChunk(server.baseURL))
  const rows = [{ ...reference, path: 'static file', ratio: 1 }]
  for (const path of targets) {
    const row = await measure(server.baseURL, path)
    rows.push({ ...row, ratio: Number((row.reqPerSec / reference.reqPerSec).toFixed(2)) })
  }
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per URL${process.env.BENCH_REDIS ? ', shared Redis cache' : ''}. Goals: ≥ ${GOALS.ratio}× the static file, p99 ≤ ${GOALS.p99Ms} ms\n`)
  console.table(
    rows.map(({ path, status, reqPerSec, ratio, p50Ms, p99Ms, failures, cacheControl }) => ({
      path,
      status,
      'req/s': reqPerSec,
      ratio,
      'p50 ms': p50Ms,
      'p99 ms': p99Ms,
      failures,
      'cache-control': cacheControl,
    })),
  )
  const misses = rows
    .slice(1)
    .flatMap((row) => [
      ...(row.ratio < GOALS.ratio ? [`${row.path}: ${row.ratio}× the static file`] : []),
      ...(row.p99Ms > GOALS.p99Ms ? [`${row.path}: p99 ${row.p99Ms} ms`] : []),
      ...(row.failures ? [`${row.path}: ${row.failures} failed requests`] : []),
    ])
  console.log(misses.length ? `Below goal:\n  ${misses.join('\n  ')}` : 'Every URL meets every goal.')
} finally {
  await server.stop()
}
