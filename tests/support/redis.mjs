// A throwaway Redis (Debian's `redis-server`) for one test run or benchmark: no persistence, its
// own port and folder. `.ci/run` installs redis-server when a machine lacks it.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createConnection } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { freePort } from '../../scripts/embedded-db.mjs'

const REDIS_SERVER = process.env.REDIS_SERVER || 'redis-server'

/** Resolves once the server answers PING. */
function answersPing(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'))
    socket.once('data', (data) => {
      socket.destroy()
      resolve(data.toString().startsWith('+PONG'))
    })
    socket.once('error', () => resolve(false))
  })
}

/** @returns {Promise<{ url: string, port: number, stop: () => Promise<void> }>} */
export async function startRedis() {
  const port = await freePort()
  const dir = mkdtempSync(path.join(tmpdir(), 'lll-redis-'))
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.once('error', (error) => console.error(`could not start ${REDIS_SERVER}: ${error.message}`))
  const deadline = Date.now() + 10_000
  while (!(await answersPing(port))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('redis-server did not start')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await exited
    }
    rmSync(dir, { recursive: true, force: true })
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop }
}
