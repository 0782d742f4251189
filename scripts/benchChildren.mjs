// What the benchmarks share (scripts/bench-*.mjs): starting the fake Stripe and the app as children, and stopping them.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

/** Starts a child and resolves with the first line `pick` recognizes. */
export function start(command, args, env, pick) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, ...env } })
  const ready = new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const found = pick(line)
      if (found) resolve(found)
    })
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code})`)))
  })
  return { child, ready }
}
export const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', resolve)
    child.kill('SIGTERM')
  })
