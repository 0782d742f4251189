#!/usr/bin/env node
// The production web server (`npm start`, the Docker image): Next.js's own request handler — the
// one `next start` uses — behind a thin Node HTTP layer that does what a proxy in front would:
//   - appends the connection's peer address to X-Forwarded-For, so the last entry is always one
//     the client cannot choose (src/server/http/clientAddress.ts counts TRUSTED_PROXY_HOPS back
//     from it);
//   - refuses TRACE, which a web site has no use for (Node's parser already refuses TRACK);
//   - bounds how long a client may take to send its headers and its request.
//   usage: node scripts/server.mjs [-p PORT] [-H HOSTNAME]
import { createServer } from 'node:http'

// As `next start` does: the production build runs in production mode (set before Next loads).
process.env.NODE_ENV ||= 'production'
const { default: next } = await import('next')
const { allSecurityHeaders } = await import('../src/lib/security-headers.mjs')

const flag = (short, long) => {
  const args = process.argv.slice(2)
  const at = args.findIndex((arg) => arg === short || arg === long)
  return at >= 0 ? args[at + 1] : undefined
}
const port = Number(flag('-p', '--port') ?? process.env.PORT ?? 3000)
const hostname = flag('-H', '--hostname') ?? process.env.HOSTNAME ?? '0.0.0.0'
const REFUSED_METHODS = new Set(['TRACE'])

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is written as `10.0.0.1`. */
const peerAddress = (socket) => (socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')

function appendPeer(request) {
  const forwarded = request.headers['x-forwarded-for']
  const earlier = (Array.isArray(forwarded) ? forwarded.join(', ') : forwarded ?? '').trim()
  // A connection already gone has no address: never let the client's own last entry stand in.
  const peer = peerAddress(request.socket) || 'unknown'
  request.headers['x-forwarded-for'] = earlier ? `${earlier}, ${peer}` : peer
}

function refuse(response) {
  response.writeHead(405, {
    ...allSecurityHeaders(),
    Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
  })
  response.end(JSON.stringify({ detail: 'This method is not allowed.' }))
}

const app = next({ dev: false, hostname, port })
await app.prepare()
const handle = app.getRequestHandler()

const server = createServer((request, response) => {
  if (REFUSED_METHODS.has(request.method ?? '')) return refuse(response)
  appendPeer(request)
  void handle(request, response)
})
server.headersTimeout = 20_000
// Generous enough for a 10 MB photo from a phone on a slow connection.
server.requestTimeout = 180_000
server.keepAliveTimeout = 65_000

server.listen(port, hostname, () => {
  console.log(`Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`)
})

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 10_000).unref()
  })
}
