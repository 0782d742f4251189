import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import autocannon from 'autocannon'
const child = spawn('node', ['tests/support/serve.mjs'], { stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, TEST_APP_ENV: JSON.stringify({ TRUSTED_PROXY_HOPS: '1' }) } })
const baseURL = await new Promise((resolve) => createInterface({ input: child.stdout }).on('line', (l) => { if (l.startsWith('READY ')) resolve(l.split(' ')[1]) }))
let n = 0
const addr = () => { n++; return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }
const go = (url, method, duration) => new Promise((res, rej) => {
  const t0 = Date.now(); const slow = []
  const inst = autocannon({ url, connections: 50, duration, requests: [{ method, setupRequest: (q) => ({ ...q, headers: { ...q.headers, 'x-forwarded-for': addr() } }) }] }, (e, x) => e ? rej(e) : res({ x, slow }))
  inst.on('response', (_c, _s, _b, rt) => { if (rt > 250) slow.push(`${((Date.now() - t0) / 1000).toFixed(1)}:${Math.round(rt)}`) })
})
for (const [u, m] of [['/api/candles', 'POST'], ['/api/events', 'GET'], ['/api/candles', 'POST'], ['/api/events', 'GET'], ['/api/candles', 'POST']]) {
  const { x, slow } = await go(baseURL + u, m, 15)
  console.log(m, Math.round((x['2xx'] + x.non2xx) / x.duration), x.latency.p50, x.latency.p99, 'slow:', slow.length, slow.slice(0, 12).join(' '))
}
await new Promise((res) => { child.once('exit', res); child.kill('SIGTERM') })
