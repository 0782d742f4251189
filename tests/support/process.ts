import { spawn } from 'node:child_process'

export type Finished = { code: number | null; output: string }

/** Runs a command to its end (or kills it after `timeoutMs`) and returns its exit code and output. */
export function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

/** Stops a child process with SIGTERM and resolves once it has exited. */
export function stopChild(child: { exitCode: number | null; once: (event: 'exit', listener: () => void) => unknown; kill: (signal: NodeJS.Signals) => boolean }): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}
