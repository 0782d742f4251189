import path from 'node:path'

/**
 * The backup settings (docs/operations.md, "Backups and restore"), read from the environment each
 * time they are asked for: BACKUP_KEY (no key, no backup), where archives go (BACKUP_DIR, or
 * BACKUP_S3_PREFIX in the media bucket) and when the nightly one is made (BACKUP_AT, in
 * SITE_TIME_ZONE).
 */

export type BackupTime = { hour: number; minute: number }

/** 03:00 in SITE_TIME_ZONE: the quietest hour of a foundation in the Americas. */
export const DEFAULT_BACKUP_AT: BackupTime = { hour: 3, minute: 0 }

/** A backup problem an operator must fix (a setting, a refused archive): its message is what they read. */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BackupRefused'
  }
}

/** BACKUP_KEY, or null when it is unset (then no backup is made, and none can be restored). */
export const backupKey = (env: NodeJS.ProcessEnv = process.env): string | null => (env.BACKUP_KEY ? env.BACKUP_KEY : null)

/** Where archives are written on disk: BACKUP_DIR, or `<DATA_DIR>/backups` (`.data/backups`). */
export const backupDir = (env: NodeJS.ProcessEnv = process.env): string => path.resolve(/* turbopackIgnore: true */ env.BACKUP_DIR?.trim() || path.join(env.DATA_DIR?.trim() || '.data', 'backups'))

/** BACKUP_S3_PREFIX without its slashes ("backups"), or null: archives go to BACKUP_DIR. */
export function backupS3Prefix(env: NodeJS.ProcessEnv = process.env): string | null {
  const prefix = env.BACKUP_S3_PREFIX?.trim().replace(/^\/+|\/+$/g, '')
  return prefix ? prefix : null
}

/** BACKUP_AT ("03:00", 24-hour, in SITE_TIME_ZONE), or 03:00 when unset. */
export function backupAt(env: NodeJS.ProcessEnv = process.env): BackupTime {
  const value = env.BACKUP_AT?.trim()
  if (!value) return DEFAULT_BACKUP_AT
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value)
  if (!match) throw new BackupRefused(`BACKUP_AT must be a time of day as HH:MM (24-hour, in SITE_TIME_ZONE), not "${value}".`)
  return { hour: Number(match[1]), minute: Number(match[2]) }
}
