#!/usr/bin/env node
// npm run bench:pages — against the production build (run `npm run build` first) with demo content:
// for every public route, the JavaScript a first visit downloads (gzip, as transferred) and
// Lighthouse's mobile scores. Prints figures; it does not pass or fail.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
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
    env: { ...process.env, TEST_APP_ENV: JSON.stringify({ SEED_DEMO: 'true', RATE_LIMIT_PER_MINUTE: '1000' }) },
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
  for (const route of routes) {
    const url = `${server.baseURL}${route}`
    const js = await firstVisitJs(browser, url)
    rows.push({ route, jsKb: Number((js / 1024).toFixed(1)), ...(await lighthouseScores(chrome.port, url)) })
  }
  await browser.close()
  await chrome.kill()

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
