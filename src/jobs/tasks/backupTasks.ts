import type { TaskConfig } from 'payload'

import { backupNow, describeBackup } from '@/server/backups/backup'
import { backupKey } from '@/server/backups/settings'
import { countBackupFailure, scheduleNightlyBackup } from '@/server/backups/status'

import { SCHEDULED_RETRIES } from '../retries'

/**
 * The nightly backup (docs/operations.md, "Backups and restore"): one archive of the database and
 * every stored file, then older ones pruned (7 daily, 4 weekly, 12 monthly). Queued only with
 * BACKUP_KEY, to run at BACKUP_AT in SITE_TIME_ZONE (the cron below only says how often the runner
 * looks; scheduleNightlyBackup sets the time). A failed attempt is counted for the admins' hourly
 * error mail; the dashboard shows the last archive made (GET /api/admin/jobs).
 */
export const backupNightly: TaskConfig<'backupNightly'> = {
  slug: 'backupNightly',
  label: 'Nightly backup',
  retries: SCHEDULED_RETRIES,
  schedule: [{ cron: '0 0 * * * *', queue: 'default', hooks: { beforeSchedule: scheduleNightlyBackup } }],
  outputSchema: [
    { name: 'archive', type: 'text' },
    { name: 'where', type: 'text' },
    { name: 'bytes', type: 'number' },
    { name: 'report', type: 'textarea' },
  ],
  handler: async ({ job, req }) => {
    // BACKUP_KEY taken away after this job was queued: nothing to make, and nothing made.
    if (!backupKey()) return { output: { archive: '', where: '', bytes: 0, report: 'BACKUP_KEY is not set: no backup was made.' } }
    try {
      const report = await backupNow()
      return { output: { archive: report.name, where: report.where, bytes: report.bytes, report: describeBackup(report) } }
    } catch (error) {
      await countBackupFailure(req.payload, error, job.id)
      throw error
    }
  },
}
