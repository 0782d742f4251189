import { describe, expect, it } from 'vitest'

import { createLog } from '@/lib/log'
import { hourBefore } from '@/server/services/operations/errorDigest'
import { requestIdOf, unhandledErrorFields } from '@/server/services/operations/serverErrors'

/** An error as Drizzle throws it: the query and its values, wrapping the driver's error. */
const failedQuery = () => new Error('Failed query: select * from "donations" where "email" = $1\nparams: donor@example.org', { cause: new Error('relation "donations" does not exist') })

/** The line the log writes for an unhandled error (the app's logger, to a string). */
function lineOf(error: unknown, requestId = 'req-1'): string {
  const written: string[] = []
  createLog({ write: (line: string) => void written.push(line) }).error(unhandledErrorFields({ route: '/api/x/{id}', method: 'GET', path: '/api/x/1', requestId, error }), 'Unhandled error')
  expect(written).toHaveLength(1)
  return written[0]!.replace(/\n$/, '')
}

describe('the log line of an unhandled error', () => {
  it('is one line of JSON: route, method, path, request id, message and the stack’s frames', () => {
    const line = lineOf(new Error('Something\nbroke'))
    expect(line).not.toContain('\n')
    const fields = JSON.parse(line) as Record<string, string>
    expect(fields).toMatchObject({ level: 'error', msg: 'Unhandled error', route: '/api/x/{id}', method: 'GET', path: '/api/x/1', request_id: 'req-1', message: 'Something\nbroke' })
    expect(fields.stack).toMatch(/^at /)
    expect(Date.parse(fields.time!)).not.toBeNaN()
  })

  it('names the root cause first, and never the values a failed query was given', () => {
    const { message } = JSON.parse(lineOf(failedQuery())) as { message: string }
    expect(message).toBe('relation "donations" does not exist ← Failed query: select * from "donations" where "email" = $1')
    expect(message).not.toContain('donor@example.org')
  })

  it('keeps Next’s digest (the number the visitor’s error page shows)', () => {
    expect(JSON.parse(lineOf(Object.assign(new Error('x'), { digest: '691492031' })))).toMatchObject({ digest: '691492031' })
  })
})

describe('a request’s id', () => {
  it('is the one a proxy in front sent, when it looks like one', () => {
    expect(requestIdOf('3f1c9a7e-lb-42')).toBe('3f1c9a7e-lb-42')
    expect(requestIdOf(['first', 'second'])).toBe('first')
  })

  it('is a fresh one otherwise: none sent, or one that would forge a log line', () => {
    for (const sent of [undefined, null, '', 'a b', 'x"}{"level":"info', 'y'.repeat(101)]) expect(requestIdOf(sent)).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('the hour the admins’ mail tells of', () => {
  it('is the whole clock hour (UTC) before the one the task runs in', () => {
    expect(hourBefore(new Date('2026-11-25T15:01:30Z')).toISOString()).toBe('2026-11-25T14:00:00.000Z')
    expect(hourBefore(new Date('2026-11-25T00:00:00Z')).toISOString()).toBe('2026-11-24T23:00:00.000Z')
  })
})
