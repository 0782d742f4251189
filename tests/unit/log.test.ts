import { describe, expect, it } from 'vitest'

import { cleanLogLine, createLog } from '@/lib/log'

// The server's log (src/lib/log.ts, Payload's logger too): one JSON object a line, whatever a
// visitor sent, and none of what a line must not hold.

/** What the app's logger writes for one call, parsed, with the raw text beside it. */
function logged(write: (log: ReturnType<typeof createLog>) => void): { raw: string; line: Record<string, unknown> } {
  const written: string[] = []
  write(createLog({ write: (line: string) => void written.push(line) }))
  expect(written).toHaveLength(1)
  const raw = written[0]!
  expect(raw.endsWith('\n')).toBe(true)
  expect(raw.slice(0, -1)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/)
  return { raw, line: JSON.parse(raw) as Record<string, unknown> }
}

const FORGED = 'INJECT\n[10:00:00] \u001b[31mERROR\u001b[0m: forged line\u0000\u0085\u2028'

/** An error as Drizzle throws it for a failed query: the query, its values, and the driver's error. */
const failedQuery = (cause: Error & { code?: string }) =>
  Object.assign(new Error(`Failed query: select count(*) from "events" where "events"."title" = $1\nparams: ${FORGED},true`, { cause }), {
    query: 'select count(*) from "events" where "events"."title" = $1',
    params: [FORGED, true],
  })

describe('a log line', () => {
  it('is one JSON object with its level, time and message, whatever the message holds', () => {
    const { line } = logged((log) => log.info(`Subject: ${FORGED}`))
    expect(line).toMatchObject({ level: 'info', msg: `Subject: INJECT\n[10:00:00] \u001b[31mERROR\u001b[0m: forged line\u0000\u0085\u2028` })
    expect(Date.parse(String(line.time))).not.toBeNaN()
  })

  it('holds a failed query’s error without the values it was given, and without its query and params', () => {
    const pgError = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' })
    const { raw, line } = logged((log) => log.error({ err: failedQuery(pgError) }))
    expect(raw).not.toContain('INJECT')
    expect(raw).not.toContain('forged')
    const err = line.err as Record<string, unknown>
    expect(err.message).toBe('invalid byte sequence for encoding "…": 0x00 ← Failed query: select count(*) from "events" where "events"."title" = $1')
    expect(Object.keys(err).sort()).toEqual(['message', 'stack', 'type'])
    expect(err.stack).toMatch(/^at /)
  })

  it('says nothing of a cause that is no error (a ValidationError keeps its field errors there)', () => {
    const refused = Object.assign(new Error('The following field is invalid: EIN', { cause: { errors: [{ path: 'ein' }] } }), { name: 'ValidationError' })
    expect((logged((log) => log.error({ err: refused })).line.err as { message: string }).message).toBe('The following field is invalid: EIN')
  })

  it('leaves out a value PostgreSQL quotes (a data exception), but keeps the names it quotes otherwise', () => {
    const invalid = Object.assign(new Error('invalid input syntax for type integer: "ann@example.org\nforged"'), { code: '22P02' })
    expect((logged((log) => log.error({ err: invalid })).line.err as { message: string }).message).toBe('invalid input syntax for type integer: "…"')
    const missing = Object.assign(new Error('relation "campaigns" does not exist'), { code: '42P01' })
    expect((logged((log) => log.error({ err: missing })).line.err as { message: string }).message).toBe('relation "campaigns" does not exist')
  })

  it('hides emails, tokens, passwords, authorization and cookies, by key and in text', () => {
    const { raw, line } = logged((log) =>
      log.warn(
        { email: 'ann@example.org', user: { email: 'bob@example.org', password: 'hunter2' }, token: 't0k', req: { headers: { authorization: 'Bearer abc', cookie: 'payload-token=xyz' } } },
        'Sign-in refused for carol.d+x@mail.example.co.uk',
      ),
    )
    for (const secret of ['ann@', 'bob@', 'carol', 'hunter2', 't0k', 'Bearer abc', 'payload-token=xyz']) expect(raw).not.toContain(secret)
    expect(line).toMatchObject({
      email: '[redacted]',
      user: { email: '[redacted]', password: '[redacted]' },
      token: '[redacted]',
      req: { headers: { authorization: '[redacted]', cookie: '[redacted]' } },
    })
    expect(line.msg).toBe('Sign-in refused for [email]')
  })

  it('keeps an address’s path but never its query', () => {
    const asked = '/cms/api/events?where[title][equals]=INJECT%0A[10:00:00]%20%1B[31mERROR%1B[0m:%20forged%20line%00'
    const { raw, line } = logged((log) => log.info(`GET ${asked} and https://site.example.org/unsubscribe?token=abc123 done`))
    expect(line.msg).toBe('GET /cms/api/events?[query] and https://site.example.org/unsubscribe?[query] done')
    expect(raw).not.toContain('abc123')
    expect(logged((log) => log.info('Why? Because /no/query here?')).line.msg).toBe('Why? Because /no/query here?')
  })

  it('stays valid JSON after its last look, escapes and all', () => {
    const line = JSON.stringify({ msg: 'a\\nb "q" \u0085 ann@example.org /p?x=\\n1\nparams: secret' })
    expect(JSON.parse(cleanLogLine(line))).toEqual({ msg: 'a\\nb "q" \u0085 [email] /p?[query]\nparams: secret'.replace('\nparams: secret', '') })
  })
})
