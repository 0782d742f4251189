import { type ChildProcess, spawn } from 'node:child_process'

import { TEST_PAYLOAD_SECRET } from './constants.mjs'
import { stopChild } from './process'

export type Worker = { child: ChildProcess; stop: () => Promise<void> }

/**
 * `npm run worker`'s process (scripts/worker.ts) on a test database: resolves once it logs that
 * it started. Its output goes to this process's stderr, marked [worker].
 */
export function startWorker(env: Record<string, string>): Promise<Worker> {
  const child = spawn('node', ['--import', 'tsx', '--import', './scripts/server-modules.mjs', 'scripts/worker.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', PAYLOAD_SECRET: TEST_PAYLOAD_SECRET, SEED_DEMO: 'false', ...env },
  })
  const stop = () => stopChild(child)
  return new Promise((resolve, reject) => {
    const onOutput = (chunk: Buffer) => {
      process.stderr.write(`[worker] ${chunk}`)
      if (chunk.toString().includes('Worker started')) resolve({ child, stop })
    }
    child.stdout!.on('data', onOutput)
    child.stderr!.on('data', onOutput)
    child.once('exit', (code) => reject(new Error(`the worker exited (${code})`)))
  })
}
