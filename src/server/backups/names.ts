/** An archive's name from when it was made (UTC): `backup-2026-12-02T030000Z.fll`; `-2`, `-3` … for a second in the same second. */
export function archiveName(date: Date, copy = 1): string {
  const stamp = date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '')
  return `backup-${stamp}${copy > 1 ? `-${copy}` : ''}.fll`
}

const NAME = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})Z(?:-\d+)?\.fll$/

/** When an archive was made, from its name; null for any other file (never pruned). */
export function archiveDate(name: string): Date | null {
  const match = NAME.exec(name)
  if (!match) return null
  const date = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`)
  return Number.isNaN(date.getTime()) ? null : date
}
