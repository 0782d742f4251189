import { describe, expect, it } from 'vitest'

import { errorDigest } from '@/email/staffMails'
import { mailText } from '@/email/mailWords'
import { isOverdue } from '@/server/backups/schedule'

// When a missing backup is told (the dashboard in red, the admins' hourly mail once a day), and how
// the mail tells a backup's failure apart from the visitors' errors.

const HOUR = 3_600_000
const now = new Date('2026-12-02T15:00:00Z')
const ago = (hours: number) => new Date(now.getTime() - hours * HOUR)

describe('a backup is overdue', () => {
  it('when none has succeeded in the last 26 hours, with BACKUP_KEY set', () => {
    expect(isOverdue({ configured: true, lastSuccessAt: ago(12), firstJobAt: ago(24 * 30), now })).toBe(false)
    expect(isOverdue({ configured: true, lastSuccessAt: ago(25.9), firstJobAt: ago(24 * 30), now })).toBe(false)
    expect(isOverdue({ configured: true, lastSuccessAt: ago(26.1), firstJobAt: ago(24 * 30), now })).toBe(true)
  })

  it('never without BACKUP_KEY: no backup is made, and none is missed', () => {
    expect(isOverdue({ configured: false, lastSuccessAt: null, firstJobAt: null, now })).toBe(false)
  })

  it('not in a site’s first night, but after it, and at once when nothing schedules backups', () => {
    expect(isOverdue({ configured: true, lastSuccessAt: null, firstJobAt: ago(10), now })).toBe(false)
    expect(isOverdue({ configured: true, lastSuccessAt: null, firstJobAt: ago(27), now })).toBe(true)
    expect(isOverdue({ configured: true, lastSuccessAt: null, firstJobAt: null, now })).toBe(true)
  })
})

describe('the admins’ hourly mail', () => {
  const backup = { count: 2, firstMessage: 'The nightly backup failed: connect ECONNREFUSED 10.0.0.5:5432' }

  it('tells a failed backup in a paragraph of its own, after the visitors’ errors', () => {
    const text = mailText(
      errorDigest({ from: 'Wednesday, December 2, 2026 at 3:00 AM EST', total: 1, routes: [{ route: 'GET /events', count: 1, firstMessage: 'oops', firstRequestId: 'r-2' }], backup }),
    )
    expect(text).toContain('the website met 1 error it did not handle')
    expect(text).toContain('- GET /events: 1 error')
    expect(text).toContain('Backups: The nightly backup failed: connect ECONNREFUSED 10.0.0.5:5432 (2 failed attempts in that hour)')
    expect(text).not.toContain('Nightly backup:')
  })

  it('with no other error, says nothing of visitors', () => {
    const text = mailText(
      errorDigest({
        from: 'Wednesday, December 2, 2026 at 3:00 AM EST',
        total: 0,
        routes: [],
        backup: { count: 1, firstMessage: 'No backup has succeeded in the last 26 hours (none has succeeded yet).' },
      }),
    )
    expect(text).toMatch(/^Backups, in the hour from Wednesday, December 2, 2026 at 3:00 AM EST: No backup has succeeded in the last 26 hours/)
    expect(text).not.toContain('did not handle')
    expect(text).toContain('While backups are missing, this mail says so once a day.')
  })
})
