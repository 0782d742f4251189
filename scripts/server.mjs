#!/usr/bin/env node
// The production web server (`npm start`, the Docker image): Next.js's own request handler — the
// one `next start` uses — behind a thin Node HTTP layer that does what a proxy in front would:
//   - appends the connection's peer address to X-Forwarded-For, so the last entry is always one
//     the client cannot choose (src/server/http/clientAddress.ts counts TRUSTED_PROXY_HOPS back
//     from it);
//   - gives every response the security headers first (Next replaces the CSP where it sets its
//     own), so even Next's redirects and its answers to malformed requests carry them;
//   - refuses what no route of ours takes: TRACE (Node's parser refuses TRACK), bodies sent to
//     pages (only /api, /cms/api and server actions take bodies), paths that are not valid UTF-8;
//   - lets no client choose a page's CSP nonce (Next reads it from a request header);
//   - says what a CDN may keep: what Next serves from its cache is public for a short while,
//     everything else is private (src/lib/cache-policy.mjs);
//   - bounds how long a client may take to send its headers and its request;
//   - stops gracefully on SIGTERM or SIGINT (see shutDown below): nothing already sent is cut off.
//   usage: node scripts/server.mjs [-p PORT] [-H HOSTNAME]
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'

import { consoleAsLogLines, logLine } from './log-line.mjs'

consoleAsLogLines() // every line JSON from the first, Next's start-up lines too (src/lib/log.ts takes over)

// As `next start` does: the production build runs in production mode (set before Next loads).
process.env.NODE_ENV ||= 'production'
// As Next's standalone server.js does, the config the build recorded is used: the image
// (scripts/assemble-image.mjs) has no next.config.mjs, and the project folder then runs the very
// same config (and Next does not warn that `next start` and standalone output do not mix).
if (existsSync('.next/required-server-files.json')) {
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(JSON.parse(readFileSync('.next/required-server-files.json', 'utf8')).config)
}
const { default: next } = await import('next')
const { allSecurityHeaders, STATIC_FILE_HEADERS } = await import('../src/lib/security-headers.mjs')
const { CDN_CACHE_CONTROL, cacheControlFor, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } = await import('../src/lib/cache-policy.mjs')
const { EXPOSE_HEADERS, grantedOrigin, preflightAnswer } = await import('../src/lib/cors-origins.mjs')

const flag = (short, long) => {
  const args = process.argv.slice(2)
  const at = args.findIndex((arg) => arg === short || arg === long)
  return at >= 0 ? args[at + 1] : undefined
}
const port = Number(flag('-p', '--port') ?? process.env.PORT ?? 3000)
const hostname = flag('-H', '--hostname') ?? process.env.HOSTNAME ?? '0.0.0.0'
const REFUSED_METHODS = new Set(['TRACE'])
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const TAKES_BODIES = /^\/(api|cms\/api)\//

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is written as `10.0.0.1`. */
const peerAddress = (socket) => (socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')

function appendPeer(request) {
  const forwarded = request.headers['x-forwarded-for']
  const earlier = (Array.isArray(forwarded) ? forwarded.join(', ') : (forwarded ?? '')).trim()
  // A connection already gone has no address: never let the client's own last entry stand in.
  const peer = peerAddress(request.socket) || 'unknown'
  request.headers['x-forwarded-for'] = earlier ? `${earlier}, ${peer}` : peer
}

/** Answers without Next; the connection closes so an unread body is not read. */
function refuse(response, status, detail, headers = {}) {
  response.writeHead(status, {
    ...SECURITY_HEADERS,
    ...headers,
    'Content-Type': 'application/json',
    'Cache-Control': PRIVATE_CACHE_CONTROL,
    Connection: 'close',
  })
  response.end(JSON.stringify({ detail }))
}

function validPath(url) {
  try {
    decodeURIComponent(new URL(url ?? '/', 'http://x').pathname)
    return true
  } catch {
    return false
  }
}

/** Why Next should not see this request, or undefined. */
function refusal(request) {
  const path = (request.url ?? '/').split('?')[0]
  if (REFUSED_METHODS.has(request.method ?? '')) return [405, 'This method is not allowed.', { Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' }]
  if (!validPath(request.url)) return [400, 'The address is not valid.']
  if (!READ_ONLY_METHODS.has(request.method ?? '') && !TAKES_BODIES.test(path) && !request.headers['next-action']) {
    return [405, 'This page cannot be sent data.', { Allow: 'GET, HEAD' }]
  }
  return undefined
}

const SECURITY_HEADERS = allSecurityHeaders()

/** A whole number of seconds (0 or more) from the environment, in milliseconds. */
function secondsSetting(name, fallback) {
  const raw = process.env[name]?.trim()
  if (!raw) return fallback * 1000
  const seconds = Number(raw)
  if (!Number.isFinite(seconds) || seconds < 0) throw new Error(`${name} must be a number of seconds (0 or more), not "${raw}".`)
  return seconds * 1000
}
/** After a stop signal: how long health says 503 while every request is still served (a load balancer's notice). */
const DRAIN_MS = secondsSetting('SHUTDOWN_DRAIN_SECONDS', 5)
/** From the stop signal to the process's end at the latest (the orchestrator's kill comes after). */
const GRACE_MS = secondsSetting('SHUTDOWN_GRACE_SECONDS', 25)
/** The jobs runner and the pool, set up inside Next's bundle (src/bootstrap/shutdownHooks.ts). */
const SHUTDOWN_HOOKS = Symbol.for('from-loss-to-light.shutdown')

let draining = false
let closing = false
/** Requests received and not yet answered. */
const inFlight = new Set()

/** Every /api preflight, here: a route handler that exports OPTIONS is never served from the cache. */
function answerPreflight(request, response) {
  const { status, headers, body } = preflightAnswer(request.headers.origin)
  response.writeHead(status, { ...headers, 'Cache-Control': PRIVATE_CACHE_CONTROL })
  response.end(body)
}

/**
 * The CORS grant on every /api answer, here rather than in the route handlers: the public GETs
 * come from Next's cache, the same for every caller, so the grant for this caller's Origin can
 * only be added as the answer leaves.
 */
function grantCors(request, response, path) {
  if (!path.startsWith('/api/') || response.hasHeader('access-control-allow-origin')) return
  const vary = String(response.getHeader('vary') ?? '')
  if (!/\borigin\b/i.test(vary)) response.setHeader('Vary', vary ? `${vary}, Origin` : 'Origin')
  const origin = grantedOrigin(request.headers.origin)
  if (!origin) return
  response.setHeader('Access-Control-Allow-Origin', origin)
  response.setHeader('Access-Control-Expose-Headers', EXPOSE_HEADERS)
}

const PAGE_ONLY_HEADERS = Object.keys(SECURITY_HEADERS).filter((name) => !STATIC_FILE_HEADERS.includes(name))

/** A static file found (not Next's error page for one missing) carries no page-only header. */
function keepOnlyStaticFileHeaders(response) {
  for (const name of PAGE_ONLY_HEADERS) response.removeHeader(name)
}

/**
 * Settles Cache-Control and the CORS grant as the headers leave; Node calls writeHead for implicit
 * headers too.
 */
function settleHeaders(request, response) {
  const path = (request.url ?? '/').split('?')[0]
  const writeHead = response.writeHead
  response.writeHead = function settled(status, ...rest) {
    grantCors(request, response, path)
    const headers = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg))
    const given = headers?.['Cache-Control'] ?? headers?.['cache-control'] ?? response.getHeader('cache-control')
    const value = cacheControlFor(given === undefined ? undefined : String(given), path, Number(status))
    if (value) {
      if (headers) {
        delete headers['Cache-Control']
        delete headers['cache-control']
      }
      response.setHeader('Cache-Control', value)
    }
    if ((value ?? String(given)) === PUBLIC_CACHE_CONTROL) response.setHeader('CDN-Cache-Control', CDN_CACHE_CONTROL)
    // A body too slow to arrive (src/server/http/body.ts): the rest of it is never read.
    if (Number(status) === 408) response.setHeader('Connection', 'close')
    if (path.startsWith('/_next/static/') && Number(status) < 400) keepOnlyStaticFileHeaders(response)
    return writeHead.call(this, status, ...rest)
  }
}

// Next builds the proxy's (src/proxy.ts) request URLs on `localhost`; any other hostname here makes
// every rewrite there (the thank-you view, a campaign's gift form) look like another site's, which
// Next then fetches over HTTP from this very server: a second pass, with this server's own address
// appended to X-Forwarded-For, so every visitor of those pages shared one rate limit. Only URLs are
// built from it; the server listens on `hostname` below.
const app = next({ dev: false, hostname: 'localhost', port })
await app.prepare()
const handle = app.getRequestHandler()

const server = createServer((request, response) => {
  inFlight.add(response)
  response.once('close', () => inFlight.delete(response))
  // A load balancer takes a draining instance out of rotation; a kept-alive connection ends after this answer.
  if (draining && (request.url ?? '').split('?')[0] === '/api/health') return refuse(response, 503, 'This instance is shutting down.')
  if (closing) response.setHeader('Connection', 'close')
  const refused = refusal(request)
  if (refused) return refuse(response, ...refused)
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value)
  if (request.method === 'OPTIONS' && request.url?.startsWith('/api/')) return answerPreflight(request, response)
  delete request.headers['content-security-policy']
  delete request.headers['x-nonce']
  // Next answers a range past a file's end with a 500; a whole file is always a fine answer.
  if (request.url?.startsWith('/_next/static/')) delete request.headers.range
  appendPeer(request)
  settleHeaders(request, response)
  void handle(request, response)
})
// Requests Node cannot parse, or that took too long to arrive: answered here with the same headers
// and the API's error envelope, instead of Node's bare answer.
server.on('clientError', (error, socket) => {
  // An answer already under way on this connection cannot be followed by another.
  if (!socket.writable || error.code === 'ECONNRESET' || socket._httpMessage?.headersSent) return void socket.destroy()
  const [status, detail] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? ['408 Request Timeout', 'The request took too long to arrive. Please check your connection and try again.']
      : ['400 Bad Request', 'The request could not be read.']
  const headers = Object.entries({ ...SECURITY_HEADERS, 'Content-Type': 'application/json', Connection: 'close' })
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n')
  const body = JSON.stringify({ detail })
  socket.end(`HTTP/1.1 ${status}\r\n${headers}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`)
})
server.headersTimeout = 20_000
// A backstop: the handlers answer a body slower than its deadline first (10 s for the API's JSON, two
// minutes for a photo; BODY_DEADLINES_MS in src/server/http/body.ts), with 408.
server.requestTimeout = 150_000
server.keepAliveTimeout = 65_000

server.listen(port, hostname, () => {
  logLine('info', `Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`)
})

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))
async function within(deadline, promise) {
  await Promise.race([Promise.resolve(promise).catch((error) => logLine('error', `Shutdown: ${error?.message ?? error}`)), sleep(deadline - Date.now())])
}

/**
 * A graceful stop, within GRACE_MS of the signal: health answers 503 at once while everything else
 * is still served for DRAIN_MS (a load balancer stops sending); then no new connection is accepted,
 * every request already received is answered, the jobs runner finishes the job in hand and gives its
 * lease up (from the signal on), the pool closes, and the process exits 0. Closing the listening
 * socket at once would reset the connections the kernel had already accepted for it.
 */
async function shutDown(signal) {
  const deadline = Date.now() + GRACE_MS
  setTimeout(() => {
    logLine('error', `Shutdown: ${inFlight.size} request(s) still unanswered after ${GRACE_MS / 1000} s; exiting.`)
    process.exit(1)
  }, GRACE_MS).unref()
  draining = true
  logLine('info', `${signal}: draining for ${DRAIN_MS / 1000} s, then stopping (at most ${GRACE_MS / 1000} s in all).`)
  const hooks = globalThis[SHUTDOWN_HOOKS]
  const jobsStopped = hooks?.stopJobs(Math.max(0, GRACE_MS - 2000))
  await sleep(Math.min(DRAIN_MS, deadline - Date.now()))
  closing = true
  server.close()
  server.closeIdleConnections()
  while (inFlight.size > 0 && Date.now() < deadline) await sleep(50)
  await within(deadline, jobsStopped)
  await within(deadline, hooks?.close())
  process.exit(0)
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (draining) return void logLine('info', `${signal}: already stopping.`)
    void shutDown(signal)
  })
}
