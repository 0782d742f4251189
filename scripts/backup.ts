// Makes one backup now: the database, every stored file and a manifest, encrypted with BACKUP_KEY
// into BACKUP_DIR (default .data/backups) or BACKUP_S3_PREFIX in the media bucket; then deletes
// older archives past the retention (7 daily, 4 weekly, 12 monthly). The nightly job does the same.
//   usage: npm run backup   (with the app's DATABASE_URL, MEDIA_DIR or S3_* settings, and BACKUP_KEY)
// Without DATABASE_URL it starts the embedded PostgreSQL of .data/postgres, which fails while
// `npm run dev` runs on it. docs/operations.md, "Backups and restore".
import { backupNow, describeBackup } from '@/server/backups/backup'
import { BackupRefused } from '@/server/backups/settings'

try {
  console.log(describeBackup(await backupNow()))
  process.exit(0)
} catch (error) {
  console.error(error instanceof BackupRefused ? error.message : `The backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(error instanceof BackupRefused ? 2 : 1)
}
