#!/usr/bin/env node
// CI: the README's start command (`npm run dev`: embedded PostgreSQL, demo content) on whatever
// Node runs this; passes once the home page and /api/events answer 200, then stops it all.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

const port = await freePort()
const dataDir = mkdtempSync(path.join(tmpdir(), 'fll-start-'))
const child = spawn('npm', ['run', 'dev', '--', '-p', String(port)], {
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port) },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
})
const stop = () => {
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(60_000) })).status === 200
  } catch {
    return false
  }
}

const deadline = Date.now() + 300_000
let ok = false
while (!ok && Date.now() < deadline && child.exitCode === null) {
  ok = (await answers(`http://127.0.0.1:${port}/`)) && (await answers(`http://127.0.0.1:${port}/api/events`))
  if (!ok) await new Promise((resolve) => setTimeout(resolve, 2_000))
}
stop()
await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()))
rmSync(dataDir, { recursive: true, force: true })
console.log(ok ? `start-smoke: npm run dev served / and /api/events on Node ${process.version}` : 'start-smoke: the site did not start')
process.exit(ok ? 0 : 1)
