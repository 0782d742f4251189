import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

import { stopChild } from './process'

export type Stack = {
  baseURL: string
  databaseURL: string
  workDir: string
  pid: number
  stop: () => Promise<void>
  /** Everything the app and its database have written to stderr so far (also passed on to ours). */
  output: () => string
}

/** Spawns tests/support/serve.mjs and resolves once the app is healthy. */
export function startStack(env: Record<string, string> = {}): Promise<Stack> {
  const child: ChildProcess = spawn('node', ['tests/support/serve.mjs'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, TEST_APP_ENV: JSON.stringify(env) },
  })
  const stop = () => stopChild(child)
  let output = ''
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    process.stderr.write(chunk)
  })
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! })
    lines.on('line', (line) => {
      const [word, baseURL, databaseURL, workDir] = line.split(' ')
      if (word === 'READY' && baseURL && databaseURL && workDir) {
        resolve({ baseURL, databaseURL, workDir, pid: child.pid!, stop, output: () => output })
      }
    })
    child.once('exit', (code) => reject(new Error(`test server exited (${code})`)))
  })
}
