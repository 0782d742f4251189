#!/usr/bin/env node
// npm run bench:pages — against the production build (run `npm run build` first) with demo content:
// for every public route, the JavaScript a first visit downloads (gzip, as transferred) and
// Lighthouse's mobile scores (its default profile: simulated 4x CPU slowdown). Then, for the pages
// of issue 47 (BENCH_MAIN_THREAD, default /, /events, /gallery, /donate), BENCH_RUNS runs (3) of
// the page beside its JS-free copy (the same HTML and CSS as served, every script removed, through
// a local proxy): score, Total Blocking Time, the longest task, and where the main thread's time
// goes (script evaluation, parse and compile, style and layout, other) and which scripts take it.
// Prints figures; it does not pass or fail.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer, request as httpRequest } from 'node:http'
import { createInterface } from 'node:readline'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium'
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const ALL_ROUTES = [
  '/',
  '/about',
  '/events',
  '/events/:id',
  '/campaigns',
  '/campaigns/:slug',
  '/remember',
  '/donate',
  '/volunteer',
  '/gallery',
  '/gallery/submit',
  '/sponsors',
  '/contact',
  '/privacy',
  '/donation-terms',
]
// BENCH_ROUTES=/remember,/about npm run bench:pages measures only those.
const ROUTES = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',').map((route) => route.trim()) : ALL_ROUTES
const GOALS = { jsKb: 110, performance: 95, accessibility: 100, seo: 100, lcpMs: 2000, cls: 0.05 }

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}

async function startServer() {
  const child = spawn('node', ['tests/support/serve.mjs'], {
    stdio: ['ignore', 'pipe', 'ignore'],
    env: {
      ...process.env,
      TEST_APP_ENV: JSON.stringify({
        SEED_DEMO: 'true',
        RATE_LIMIT_PER_MINUTE: '1000',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_bench',
        STRIPE_SECRET_KEY: 'sk_test_bench',
        STRIPE_WEBHOOK_SECRET: 'whsec_bench',
      }),
    },
  })
  const baseURL = await new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('READY ')) resolve(line.split(' ')[1])
    })
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)))
  })
  return {
    baseURL,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve)
        child.kill('SIGTERM')
      }),
  }
}

/** Bytes of JavaScript transferred (compressed) on a cold first visit. */
async function firstVisitJs(browser, url) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const sizes = []
  page.on('requestfinished', async (request) => {
    if (request.resourceType() === 'script') sizes.push(request.sizes().then((s) => s.responseBodySize))
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0)
  await context.close()
  return total
}

/** What the largest contentful paint was: its tag and a few words of it. */
function lcpElementOf(lhr) {
  const item = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
  return item ? `${item.nodeLabel ?? ''}`.slice(0, 30) || item.selector : ''
}

async function lighthouseScores(port, url) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] })
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    lcpElement: lcpElementOf(lhr),
  }
}

/**
 * A proxy in front of the app that serves every page without its scripts: <script> elements and
 * script preloads removed from HTML answers, everything else passed through as it is.
 */
function startScriptFreeProxy(baseURL) {
  const target = new URL(baseURL)
  const proxy = createServer((req, res) => {
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host, 'accept-encoding': 'identity' } },
      (answer) => {
        const isHtml = String(answer.headers['content-type'] ?? '').includes('text/html')
        if (!isHtml) {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          return answer.pipe(res)
        }
        const parts = []
        answer.on('data', (part) => parts.push(part))
        answer.on('end', () => {
          const html = Buffer.concat(parts)
            .toString('utf8')
            .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
            .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '')
            .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
          const headers = { ...answer.headers }
          delete headers['content-length']
          delete headers['content-encoding']
          delete headers['transfer-encoding']
          res.writeHead(answer.statusCode ?? 200, headers)
          res.end(html)
        })
      },
    )
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve({ baseURL: `http://127.0.0.1:${proxy.address().port}`, stop: () => new Promise((done) => proxy.close(done)) })))
}

const ms = (value) => Math.round(value ?? NaN)

/** One Lighthouse mobile run's main-thread figures. */
async function mainThreadRun(port, url) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  const tasks = lhr.audits['long-tasks']?.details?.items ?? []
  const longest = tasks.reduce((top, task) => (task.duration > (top?.duration ?? 0) ? task : top), null)
  const groups = Object.fromEntries((lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, item.duration]))
  const scripts = (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 3).map((item) => `${String(item.url).split('/').pop()?.slice(0, 18)} ${ms(item.scripting)}+${ms(item.scriptParseCompile)}`)
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbtMs: ms(lhr.audits['total-blocking-time']?.numericValue),
    longestMs: ms(longest?.duration ?? 0),
    longestWhat: longest ? String(longest.url).split('/').pop()?.slice(0, 24) : '',
    evalMs: ms(groups.scriptEvaluation),
    parseMs: ms(groups.scriptParseCompile),
    styleLayoutMs: ms(groups.styleLayout),
    otherMs: ms(groups.other),
    topScripts: scripts.join(', '),
  }
}

async function mainThreadTable(port, server, routes) {
  const copy = await startScriptFreeProxy(server.baseURL)
  const runs = Number(process.env.BENCH_RUNS || 3)
  const rows = []
  try {
    for (const route of routes) {
      for (let run = 1; run <= runs; run++) {
        rows.push({ route, page: 'as served', run, ...(await mainThreadRun(port, `${server.baseURL}${route}`)) })
        rows.push({ route, page: 'JS-free copy', run, ...(await mainThreadRun(port, `${copy.baseURL}${route}`)) })
      }
    }
  } finally {
    await copy.stop()
  }
  console.log('\nThe main thread (issue 47): each page beside its JS-free copy, Lighthouse mobile (4x CPU). Goals: within 3 points of the copy, TBT ≤ 200 ms.\n')
  console.table(rows)
  for (const route of routes) {
    const median = (page, key) => {
      const values = rows
        .filter((r) => r.route === route && r.page === page)
        .map((r) => r[key])
        .sort((a, b) => a - b)
      return values[Math.floor(values.length / 2)]
    }
    console.log(
      `${route}: score ${median('as served', 'performance')} against ${median('JS-free copy', 'performance')} without scripts (medians); TBT ${median('as served', 'tbtMs')} ms, longest task ${median('as served', 'longestMs')} ms`,
    )
  }
}

const server = await startServer()
try {
  const events = await (await fetch(`${server.baseURL}/api/events`)).json()
  const campaigns = await (await fetch(`${server.baseURL}/api/campaigns`)).json()
  const routes = ROUTES.map((r) => r.replace(':id', String(events[0]?.id ?? 1)).replace(':slug', campaigns[0]?.slug ?? 'none'))
  // Warm each page once so the figures measure the cached steady state, not the first render.
  for (const route of routes) await fetch(`${server.baseURL}${route}`)

  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS.slice(1) })
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS })
  const rows = []
  for (const route of process.env.BENCH_ONLY_MAIN_THREAD ? [] : routes) {
    const url = `${server.baseURL}${route}`
    const js = await firstVisitJs(browser, url)
    rows.push({ route, jsKb: Number((js / 1024).toFixed(1)), ...(await lighthouseScores(chrome.port, url)) })
  }
  await browser.close()
  const mainThreadRoutes = (process.env.BENCH_MAIN_THREAD || '/,/events,/gallery,/donate')
    .split(',')
    .map((route) => route.trim())
    .filter(Boolean)
  try {
    if (mainThreadRoutes.length && process.env.BENCH_MAIN_THREAD !== 'none') await mainThreadTable(chrome.port, server, mainThreadRoutes)
  } finally {
    await chrome.kill()
  }

  console.log(
    `\nPublic pages (Lighthouse mobile, production build). Goals: JS ≤ ${GOALS.jsKb} KB gzip (donate ≤ 150), performance ≥ ${GOALS.performance}, accessibility and SEO ${GOALS.accessibility}, LCP ≤ ${GOALS.lcpMs} ms, CLS ≤ ${GOALS.cls}\n`,
  )
  console.table(rows)
  const misses = rows.flatMap((r) => {
    const jsGoal = r.route === '/donate' ? 150 : GOALS.jsKb
    const out = []
    if (r.jsKb > jsGoal) out.push(`${r.route}: JS ${r.jsKb} KB > ${jsGoal}`)
    if (r.performance < GOALS.performance) out.push(`${r.route}: performance ${r.performance}`)
    if (r.accessibility < GOALS.accessibility) out.push(`${r.route}: accessibility ${r.accessibility}`)
    if (r.seo < GOALS.seo) out.push(`${r.route}: SEO ${r.seo}`)
    if (r.lcpMs > GOALS.lcpMs) out.push(`${r.route}: LCP ${r.lcpMs} ms`)
    if (r.cls > GOALS.cls) out.push(`${r.route}: CLS ${r.cls}`)
    return out
  })
  console.log(misses.length ? `Below goal:\n  ${misses.join('\n  ')}` : 'Every route meets every goal.')
} finally {
  await server.stop()
}
