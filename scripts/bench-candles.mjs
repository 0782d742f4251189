#!/usr/bin/env node
// npm run bench:candles — the anniversary spike, against the production build (run `npm run build`
// first): 50 connections of POST /api/candles, each request from its own address (its own
// X-Forwarded-For to a server started with TRUSTED_PROXY_HOPS=1 and the default rate limits, so
// the per-address limit stays on and is not what is measured) and without cookies, beside a cached
// public GET (/api/events) served by the same server in the same run, since absolute figures move
// from run to run. Then the count: did it grow by exactly the number of 2xx answers?
//
// GET and POST take turns in rounds. A candles round stops after a number of requests (about a
// round's worth at the rate of a short first run) rather than after a time: a timed run ends by closing its connections with up
// to 50 requests in flight, which the server still counts but whose answers never arrive.
// Prints figures; it does not pass or fail.
//   BENCH_SECONDS=60 BENCH_ROUNDS=5 npm run bench:candles     (default 20 s of each, in 3 rounds)
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createInterface } from 'node:readline'
import autocannon from 'autocannon'

const SECONDS = Number(process.env.BENCH_SECONDS || 20)
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3)
const CONNECTIONS = 50
const WARM_UP_SECONDS = 3
const ROUND_WARM_UP_SECONDS = 2
const CACHED_GET = '/api/events'
const GOALS = { ratio: 0.5, p99Factor: 1.5, p99FloorMs: 100 }

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}

async function startServer() {
  // The default rate limits (RATE_LIMIT_PER_MINUTE unset), whatever this shell says.
  const { RATE_LIMIT_PER_MINUTE: _ignored, ...env } = process.env
  const child = spawn('node', ['tests/support/serve.mjs'], {
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { ...env, TEST_APP_ENV: JSON.stringify({ SEED_DEMO: 'true', TRUSTED_PROXY_HOPS: '1' }) },
  })
  const baseURL = await new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('READY ')) resolve(line.split(' ')[1])
    })
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)))
  })
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve)
      child.kill('SIGTERM')
    })
  return { baseURL, stop }
}

/** A different client address for every request: 10.0.0.1, 10.0.0.2, … (16 million of them). */
let addresses = 0
const nextAddress = () => {
  addresses++
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`
}

// autocannon ends a run at its next sample tick (every second by default): a run stopped by count
// would be timed to the next whole second, so it samples every 50 ms.
const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, sampleInt: 50, ...options }, (error, result) => (error ? reject(error) : resolve(result)))
  })

const candleLoad = (baseURL, limits) =>
  run({
    url: `${baseURL}/api/candles`,
    ...limits,
    requests: [{ method: 'POST', setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': nextAddress() } }) }],
  })

/** Answers per second over the whole run. */
const perSecond = (result) => (result['2xx'] + result.non2xx) / result.duration

const figures = (result) => ({
  reqPerSec: Math.round(perSecond(result)),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  ok: result['2xx'],
  notOk: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  statuses: Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${status}×${count}`)
    .join(', '),
})

const candleCount = async (baseURL) => (await (await fetch(`${baseURL}/api/candles`)).json()).count

/**
 * The count once nothing is being lit any more: the timed first run closed its connections with
 * requests in flight, which the server still finishes (and counts) after the run has returned.
 */
async function settledCount(baseURL) {
  let last = await candleCount(baseURL)
  for (let i = 0; i < 20; i++) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    const now = await candleCount(baseURL)
    if (now === last) return now
    last = now
  }
  return last
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const server = await startServer()
try {
  const { baseURL } = server
  // The GET: once, then a short run, so the figures measure the steady state of a cached answer.
  await (await fetch(`${baseURL}${CACHED_GET}`)).arrayBuffer()
  await run({ url: `${baseURL}${CACHED_GET}`, duration: WARM_UP_SECONDS })

  // The candles: a short first run warms the path.
  const firstRate = perSecond(await candleLoad(baseURL, { duration: WARM_UP_SECONDS }))
  const roundSeconds = SECONDS / ROUNDS
  const warmAmount = Math.max(CONNECTIONS, Math.round(firstRate * ROUND_WARM_UP_SECONDS))
  let amount = 0
  const before = await settledCount(baseURL)
  let warmed = 0
  // GET and POST take turns, so a machine that slows down for a while (another process, the
  // disk) weighs on both alike; the goals are judged on the rounds' medians. Each measured run
  // follows a short one of its own, so neither counts the burst of 50 connections opening at once.
  const rounds = []
  for (let i = 0; i < ROUNDS; i++) {
    await run({ url: `${baseURL}${CACHED_GET}`, duration: ROUND_WARM_UP_SECONDS })
    const get = figures(await run({ url: `${baseURL}${CACHED_GET}`, duration: roundSeconds }))
    const warm = await candleLoad(baseURL, { amount: warmAmount })
    warmed += warm['2xx']
    // The round's size from the rate of the warm path (the first run's was partly cold).
    amount = Math.max(CONNECTIONS, Math.round(perSecond(warm) * roundSeconds))
    const candles = figures(await candleLoad(baseURL, { amount }))
    rounds.push({ get, candles })
  }
  const after = await candleCount(baseURL)
  const grew = after - before

  const num = (n) => n.toLocaleString('en-US')
  console.log(
    `\n${CONNECTIONS} connections, ${ROUNDS} rounds. Each: GET ${CACHED_GET} (cached) for ${roundSeconds.toFixed(1)} s, then POST /api/candles for about ${roundSeconds.toFixed(1)} s (a number of requests: ${rounds.map((r) => num(r.candles.ok + r.candles.notOk)).join(', ')}), each from its own X-Forwarded-For, no cookies.\n`,
  )
  const row = (round, what, f) => ({ round, what, 'req/s': f.reqPerSec, 'p50 ms': f.p50Ms, 'p99 ms': f.p99Ms, '2xx': f.ok, 'non-2xx': f.notOk, errors: f.errors, statuses: f.statuses })
  console.table(rounds.flatMap(({ get, candles }, i) => [row(i + 1, `GET ${CACHED_GET}`, get), row(i + 1, 'POST /api/candles', candles)]))
  const ok = rounds.reduce((sum, { candles }) => sum + candles.ok, 0) + warmed
  const notOk = rounds.reduce((sum, { candles }) => sum + candles.notOk, 0)
  const errors = rounds.reduce((sum, { candles }) => sum + candles.errors + candles.timeouts, 0)
  console.log(
    `Candles: ${num(ok)} answered 2xx (${num(warmed)} of them in the short runs before each round), ${num(notOk)} non-2xx, ${num(errors)} errors or timeouts. ` +
      `Count before ${num(before)}, after ${num(after)}: +${num(after - before)}, ${grew === ok ? 'exactly the 2xx answers' : `NOT the ${num(ok)} 2xx answers (${grew - ok > 0 ? '+' : ''}${num(grew - ok)})`}.`,
  )
  const get = { reqPerSec: median(rounds.map((r) => r.get.reqPerSec)), p99Ms: median(rounds.map((r) => r.get.p99Ms)) }
  const candles = { reqPerSec: median(rounds.map((r) => r.candles.reqPerSec)), p99Ms: median(rounds.map((r) => r.candles.p99Ms)) }
  const ratio = candles.reqPerSec / get.reqPerSec
  const p99Goal = Math.max(GOALS.p99Factor * get.p99Ms, GOALS.p99FloorMs)
  console.log(`Medians: GET ${num(get.reqPerSec)} req/s, p99 ${get.p99Ms} ms; POST ${num(candles.reqPerSec)} req/s, p99 ${candles.p99Ms} ms.`)
  const checks = [
    [`req/s ≥ ${GOALS.ratio} × the GET's`, `${ratio.toFixed(2)}×`, ratio >= GOALS.ratio],
    [`p99 ≤ max(${GOALS.p99Factor} × the GET's ${get.p99Ms} ms, ${GOALS.p99FloorMs} ms) = ${p99Goal} ms`, `${candles.p99Ms} ms`, candles.p99Ms <= p99Goal],
    ['count exact', `+${num(grew)} for ${num(ok)} 2xx`, grew === ok],
  ]
  console.log('Goals:')
  for (const [goal, measured, met] of checks) console.log(`  ${met ? 'met  ' : 'MISSED'} ${goal}: ${measured}`)
} finally {
  await server.stop()
}
