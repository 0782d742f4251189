import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

import { stopChild } from './process'

export type Stack = {
  baseURL: string
  databaseURL: string
  workDir: string
  pid: number
  stop: () => Promise<void>
  /** What the app has written to stdout and stderr so far (with `captureOutput`; empty otherwise). */
  output: () => string
}

/**
 * Spawns tests/support/serve.mjs and resolves once the app is healthy. The app's output goes to
 * this process's stderr; with `captureOutput` it is also kept, for a test to read (`output()`).
 */
export function startStack(env: Record<string, string> = {}, { captureOutput = false } = {}): Promise<Stack> {
  const child: ChildProcess = spawn('node', ['tests/support/serve.mjs'], {
    // stdin: a pipe the server watches, so it stops when this process ends, however that happens.
    stdio: ['pipe', 'pipe', captureOutput ? 'pipe' : 'inherit'],
    env: { ...process.env, TEST_APP_ENV: JSON.stringify(env), STOP_WITH_STDIN: '1' },
  })
  const chunks: Buffer[] = []
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk)
    chunks.push(chunk)
  })
  const output = () => Buffer.concat(chunks).toString('utf8')
  const stop = () => stopChild(child)
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! })
    lines.on('line', (line) => {
      const [word, baseURL, databaseURL, workDir] = line.split(' ')
      if (word === 'READY' && baseURL && databaseURL && workDir) {
        resolve({ baseURL, databaseURL, workDir, pid: child.pid!, stop, output })
      }
    })
    child.once('exit', (code) => reject(new Error(`test server exited (${code})`)))
  })
}
