import 'server-only'

import type { Payload } from 'payload'

import { siteTimeZone } from '@/lib/dates'
import { queueMail } from '@/jobs/queueMail'
import { siteUrl } from '@/lib/site-url'

import { selectStatementDonors, selectStatementGifts } from '../../data/statements'
import { lockWithinTransaction } from '../../data/transactionLock'
import { sendMail } from '../../mail'
import { inTransaction } from '../../transaction'
import { refuseOverMailCap } from '../mailCap'
import { recordStaffAction } from '../staff/staffActions'
import { letterMail } from './acknowledgements'
import { readOrganization } from './organization'
import { statementLetter } from './wording'

/** The year just ended in the foundation's zone, as of `now`. */
export const pastYear = (now: Date, timeZone = siteTimeZone()): number => Number(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(now)) - 1

/** A donor's own request sends a year's statement again only this long after it was last queued or sent. */
export const STATEMENT_AGAIN_AFTER_MS = 24 * 3_600_000

const since = (at: string | null | undefined, ms: number) => Boolean(at && Date.now() - Date.parse(at) < ms)

/**
 * Queues one statement for each donor with gifts kept in `year` (or only `email`'s), each marked
 * queued in its `donor-statements` row and queued as a job in one transaction (under a lock on the
 * donor and year, so requests that race queue one). A donor and year already queued or sent are
 * skipped unless `resend`; with `notWithinMs`, also when that was less than that long ago, resend
 * or not. Answers how many were queued.
 */
export async function queueStatements(payload: Payload, year: number, options: { resend?: boolean; email?: string; notWithinMs?: number } = {}): Promise<number> {
  const donors = await selectStatementDonors(payload, year, siteTimeZone(), options.email)
  let queued = 0
  for (const donor of donors) {
    const done = await inTransaction(payload, async ({ req }) => {
      await lockWithinTransaction(payload, req, `donor-statement:${donor.email}:${year}`)
      const found = await payload.find({ collection: 'donor-statements', where: { and: [{ email: { equals: donor.email } }, { year: { equals: year } }] }, limit: 1, depth: 0, req })
      const existing = found.docs[0]
      if (existing && (existing.queued_at || existing.sent_at) && !options.resend) return false
      if (existing && options.notWithinMs && (since(existing.queued_at, options.notWithinMs) || since(existing.sent_at, options.notWithinMs))) return false
      const data = { email: donor.email, year, queued_at: new Date().toISOString() }
      const row = existing
        ? await payload.update({ collection: 'donor-statements', id: existing.id, data, depth: 0, req })
        : await payload.create({ collection: 'donor-statements', data, depth: 0, req })
      await queueMail(payload, 'mailStatement', { statement: row.id }, req)
      return true
    })
    if (done) queued++
  }
  return queued
}

/** Staff queue a year's statements (audited): `{queued: n}`. */
export async function queueStatementsForStaff(payload: Payload, year: number, resend: boolean): Promise<{ queued: number }> {
  const queued = await queueStatements(payload, year, { resend })
  await recordStaffAction(payload, { action: 'statements.queue', target: { collection: 'donor-statements' }, summary: `${queued} statement(s) for ${year}${resend ? ', sent again' : ''}` })
  return { queued }
}

/**
 * A donor asks for their statement: a job looks the address up and queues the statement only when
 * it gave that year (again, if sent before, but not within a day: queueRequestedStatement). The
 * caller answers the same either way, and at once, so neither the answer nor its timing says
 * whether the address gave. Past the address's statements for the hour (counted for any address,
 * so the 429 says nothing of a gift either), 429 before anything is queued.
 */
export async function requestStatement(payload: Payload, email: string, year: number): Promise<void> {
  await refuseOverMailCap(payload, 'statement', email)
  await payload.jobs.queue({ task: 'queueStatementRequest', input: { email, year } })
}

/** The request's job: the statement again, unless that year's was queued or sent within the last day (then nothing: the donor has it). */
export const queueRequestedStatement = (payload: Payload, email: string, year: number): Promise<number> =>
  queueStatements(payload, year, { email, resend: true, notWithinMs: STATEMENT_AGAIN_AFTER_MS })

/** The statement letter of an address's gifts in a year, as they stand now; null when it gave nothing that year. */
export async function statementLetterOf(payload: Payload, email: string, year: number) {
  const timeZone = siteTimeZone()
  const [gifts, [donor], org] = await Promise.all([selectStatementGifts(payload, year, timeZone, email), selectStatementDonors(payload, year, timeZone, email), readOrganization(payload)])
  if (!gifts.length) return null
  const letter = statementLetter(
    {
      name: donor?.name ?? null,
      year,
      gifts: gifts.map((g) => ({ date: g.day, amount_cents: Number(g.kept_cents), method: g.method, is_recurring: Boolean(g.is_recurring), check_number: g.check_number })),
    },
    { org, timeZone, siteUrl: siteUrl(), now: new Date() },
  )
  return { letter, count: gifts.length, total: gifts.reduce((sum, g) => sum + Number(g.kept_cents), 0) }
}

/** Mails one statement (a task of the Jobs Queue), as the gifts stand now, then marks it sent. */
export async function mailStatement(payload: Payload, statementId: number, job: number | string): Promise<'sent' | 'gone' | 'no-gifts'> {
  const statement = await payload.findByID({ collection: 'donor-statements', id: statementId, depth: 0, disableErrors: true })
  if (!statement) return 'gone'
  const made = await statementLetterOf(payload, statement.email, statement.year)
  if (!made) return 'no-gifts'
  await sendMail(payload, { to: statement.email, ...(await letterMail(made.letter, `statement-${statement.year}.pdf`)) }, job)
  await payload.update({ collection: 'donor-statements', id: statement.id, depth: 0, data: { sent_at: new Date().toISOString(), gifts_count: made.count, total_cents: made.total } })
  return 'sent'
}

/** The day of January the past year's statements go out (STATEMENTS_DAY, 1–31; default 15). */
export const statementsDay = (): number => {
  const day = Number(process.env.STATEMENTS_DAY)
  return Number.isInteger(day) && day >= 1 && day <= 31 ? day : 15
}

/**
 * The January task: from STATEMENTS_DAY on (in the foundation's zone), the past year's statements
 * are queued; donors already sent are skipped, so a daily run sends each once. Answers how many.
 */
export async function queueYearEndStatements(payload: Payload, now: Date): Promise<number> {
  const timeZone = siteTimeZone()
  const [month, day] = new Intl.DateTimeFormat('en-US', { timeZone, month: 'numeric', day: 'numeric' }).format(now).split('/').map(Number)
  if (month !== 1 || (day ?? 0) < statementsDay()) return 0
  return queueStatements(payload, pastYear(now, timeZone))
}
