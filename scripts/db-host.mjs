// Hosts the embedded PostgreSQL in its own process group, so a Ctrl+C in the terminal reaches the
// app first and the database stops only after the app has closed its connections.
// Protocol (IPC with the parent): sends {url, port} once ready; stops on 'stop' or when the
// parent goes away.
import { startEmbeddedPostgres } from './embedded-db.mjs'
import { logLine } from './log-line.mjs'

const dataDir = process.argv[2]
if (!dataDir || !process.send) {
  console.error('db-host.mjs is started by with-db.mjs')
  process.exit(2)
}

let database
let stopping = false

async function stop() {
  if (stopping) return
  stopping = true
  if (database) await database.stop()
  process.exit(0)
}

process.on('message', (message) => {
  if (message === 'stop') void stop()
})
process.on('disconnect', () => void stop())

try {
  database = await startEmbeddedPostgres({ dataDir })
  process.send({ url: database.url, port: database.port })
} catch (error) {
  logLine('error', `Could not start the embedded PostgreSQL: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
