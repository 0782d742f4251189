import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, expectTypeOf, it } from 'vitest'

import type { DonationRow } from '@/server/data/donations'
import { columnName, type SqlRow } from '@/server/data/sqlRow'
import { recordId } from '@/server/domain/ids'
import type { Donation } from '@/payload-types'

const root = path.resolve(__dirname, '../..')

/** The TypeScript and ES module files under `dir` (relative to the repository), with their text. */
function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx|mjs)$/.test(name))
    .map((name) => ({ file: path.join(dir, name), text: readFileSync(path.join(root, dir, name), 'utf8') }))
}

/** What a module imports, statically or with import(). */
const importsOf = (text: string): string[] => [...text.matchAll(/\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g)].map((match) => (match[1] ?? match[2])!)

describe('layers that point one way', () => {
  it.each([
    ['src/server/domain', /(^|\/)(http|services|data|payload)(\/|$)/],
    ['src/server/data', /(^|\/)(http|services)(\/|$)/],
    ['src/server/services', /(^|\/)http(\/|$)/],
    ['src/lib', /^@\/(contracts|app)\/|(^|\/)(contracts|app)\//],
  ])('%s imports nothing from the layers above it', (dir, forbidden) => {
    const offending = sources(dir).flatMap(({ file, text }) => importsOf(text).filter((spec) => forbidden.test(spec)).map((spec) => `${file}: ${spec}`))
    expect(offending).toEqual([])
  })

  it.each(['src/server', 'src/collections', 'src/plugins', 'src/jobs', 'src/lib'])('%s never imports the Payload config: its callers hand it the payload', (dir) => {
    const offending = sources(dir).flatMap(({ file, text }) => importsOf(text).filter((spec) => spec === '@payload-config' || /(^|\/)payload\.config(\.ts)?$/.test(spec)).map((spec) => `${file}: ${spec}`))
    expect(offending).toEqual([])
  })

  it('raw SQL lives in src/server/data only', () => {
    const offending = [...sources('src/server/services'), ...sources('src/server/http')]
      .filter(({ text }) => /\bpoolOf\b|\.query\s*[<(]/.test(text))
      .map(({ file }) => file)
    expect(offending).toEqual([])
  })
})

describe('SQL rows checked against payload-types.ts', () => {
  it('columns are named as the Postgres adapter names them', () => {
    expect(columnName('createdAt')).toBe('created_at')
    expect(columnName('amount_cents')).toBe('amount_cents')
    expect(columnName('id')).toBe('id')
    expectTypeOf(columnName('updatedAt')).toEqualTypeOf<'updated_at'>()
  })

  it('a row has what node-postgres returns: Date for timestamps, text for numeric, null for empty fields', () => {
    expectTypeOf<SqlRow<Donation, 'createdAt' | 'amount_cents' | 'donor_name' | 'status', 'createdAt', 'amount_cents'>>().toEqualTypeOf<{
      created_at: Date
      amount_cents: string
      donor_name: string | null
      status: Donation['status']
    }>()
    expectTypeOf<DonationRow>().toEqualTypeOf<{
      id: number
      created_at: Date
      amount_cents: string
      currency: string
      donor_name: string | null
      donor_email: string | null
      is_recurring: boolean | null
      status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'refunded' | 'voided' | 'disputed' | 'abandoned'
      dedication_note: string | null
      refunded_cents: string | null
      subscription_canceled_at: Date | null
      method: 'card' | 'check'
      received_on: string | null
      check_number: string | null
      note: string | null
      history: NonNullable<Donation['history']> | null
      dispute_id: string | null
      dispute_status: string | null
      dispute_amount_cents: string | null
      dispute_reason: string | null
      dispute_evidence_due_by: Date | null
      renewal_failed_at: Date | null
      failure_reason: string | null
      fee_covered_cents: string | null
      is_anonymous: boolean | null
      kept_cents: string
      tribute_kind: 'honor' | 'memory' | null
      tribute_honoree_name: string | null
      tribute_notify_name: string | null
      tribute_notify_email: string | null
      tribute_card_queued_at: Date | null
      acknowledgement_queued_at: Date | null
      acknowledgement_sent_at: Date | null
      acknowledgement_sent_by: 'email' | 'post' | null
      campaign_title: string | null
    }>()
  })
})

describe('recordId: ids from the outside world', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2_147_483_647],
    ['2147483648', null],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['abc', null],
    ['', null],
    ['01', null],
    ['99999999999', null],
  ])('%j → %j', (raw, id) => {
    expect(recordId(raw)).toBe(id)
  })
})
