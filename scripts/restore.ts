// Restores a backup into an empty database and empty storage (refused otherwise, unless --force,
// which deletes everything in them first), then applies the migrations this code has since.
//   usage: npm run restore -- [--force] <archive>   (a path, or s3:<name> under BACKUP_S3_PREFIX)
// With BACKUP_KEY (the key the archive was made with), DATABASE_URL (or the embedded PostgreSQL of
// .data/postgres, which fails while `npm run dev` runs on it) and the storage's settings (MEDIA_DIR
// or S3_*). The whole archive is decrypted and checked before anything is written: a wrong key, a
// changed or missing byte is refused and nothing changes. docs/operations.md, "Backups and restore".
import { parseArgs } from 'node:util'

import { configuredStore } from '@/server/backups/backup'
import { archiveAtHand, describeRestore, openFile, restoreBackup, restoreKey } from '@/server/backups/restore'
import type { NamedMigration } from '@/server/backups/database'
import { BackupRefused } from '@/server/backups/settings'
import { readS3Settings } from '@/lib/media-storage'

const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true })
if (positionals.length !== 1) {
  console.error('usage: npm run restore -- [--force] <archive>   (a path, or s3:<name> under BACKUP_S3_PREFIX)')
  process.exit(2)
}

let exitCode = 0
try {
  const key = restoreKey()
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) throw new BackupRefused('DATABASE_URL is not set.')
  const archive = await archiveAtHand(positionals[0]!)
  try {
    const report = await restoreBackup({
      databaseUrl,
      key,
      open: openFile(archive.file),
      store: configuredStore(),
      force: values.force,
      // Generated migrations type their arguments more narrowly than Payload's own signature.
      migrations: (await import('@/migrations')).migrations as unknown as NamedMigration[],
      // Payload without its onInit, which would migrate the empty database and make a first account.
      payload: async () => {
        const [{ default: config }, { getPayload }] = await Promise.all([import('@payload-config'), import('payload')])
        return getPayload({ config, disableOnInit: true })
      },
      s3: readS3Settings(),
      log: (line) => console.log(line),
    })
    console.log(describeRestore(report, archive.shown))
  } finally {
    await archive.done()
  }
} catch (error) {
  if (error instanceof BackupRefused) {
    console.error(/^Nothing was restored/.test(error.message) ? error.message : `${error.message} Nothing was restored.`)
    exitCode = 2
  } else {
    console.error(`The restore failed: ${error instanceof Error ? error.message : String(error)}`)
    exitCode = 1
  }
}
// Payload's timers and the database pool would keep the process alive.
process.exit(exitCode)
