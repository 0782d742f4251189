import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { apiLogin, bearer, http, sendJson } from '../support/http'
import { getTestPayload, uniqueEmail } from '../support/payload'
import { testStack } from '../support/stack'

/**
 * GET /api/donations/by-month: each month's money kept, by how it was given, and its donors, equal
 * to what the gifts written here add to every month (the worker's app holds other files' gifts too,
 * so the test compares the answer after its gifts with the answer before). Gifts are made in past
 * months by writing their dates, never by waiting.
 */

type Month = {
  month: string
  card_cents: number
  monthly_cents: number
  check_cents: number
  kept_cents: number
  tickets_cents: number
  new_donors: number
  returning_donors: number
  lapsed_donors: number
}
type Answer = { time_zone: string; months: Month[]; chart_url: string }
type Way = 'card' | 'monthly' | 'check'
/** One gift of the test: `ago` months before this one, its donor (an email, or none). */
type Gift = { ago: number; way: Way; cents: number; donor: string | null; refunded?: number; status?: 'refunded' | 'disputed'; at?: 'month-start' }

const PASSWORD = 'correct horse battery staple 42'
let payload: Payload
let db: pg.Client
let token: string

beforeAll(async () => {
  payload = await getTestPayload()
  token = await apiLogin()
  db = new pg.Client({ connectionString: testStack().databaseURL })
  await db.connect()
})
afterAll(async () => {
  await db?.end()
})

const byMonth = async (query = '?months=36', headers: Record<string, string> = bearer(token)) => http(`/api/donations/by-month${query}`, { headers })
const figures = async (query?: string) => {
  const response = await byMonth(query)
  expect(response.status).toBe(200)
  return (await response.json()) as Answer
}

/** "2026-03": the month `ago` months before the one it is now in `timeZone`. */
function monthAgo(ago: number, timeZone: string): string {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' }).formatToParts(new Date()).map((p) => [p.type, p.value]))
  return new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1 - ago, 1)).toISOString().slice(0, 7)
}

/** The month an instant falls in, in `timeZone`. */
const monthAt = (instant: Date, timeZone: string) => {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(instant).map((p) => [p.type, p.value]))
  return `${parts.year}-${parts.month}`
}

/** What a gift keeps: its amount less refunds; nothing once refunded in full or lost to a dispute. */
const keptOf = (gift: Gift) => (gift.status ? 0 : gift.cents - (gift.refunded ?? 0))

/** Writes a gift as the app stores it, then dates it back into its month. */
async function write(gift: Gift, timeZone: string): Promise<string> {
  const month = monthAgo(gift.ago, timeZone)
  if (gift.way === 'check') {
    const response = await sendJson(
      'POST',
      '/api/donations/mail-in',
      { amount_cents: gift.cents, received_on: `${month}-10`, donor_name: 'A donor', donor_email: gift.donor ?? '', check_number: '77' },
      token,
    )
    expect(response.status, await response.clone().text()).toBe(201)
    return month
  }
  const status = gift.status ?? 'succeeded'
  const created = await payload.create({
    collection: 'donations',
    data: {
      amount_cents: gift.cents,
      currency: 'usd',
      method: 'card',
      status,
      is_recurring: gift.way === 'monthly',
      donor_name: 'A donor',
      refunded_cents: gift.status === 'refunded' ? gift.cents : (gift.refunded ?? 0),
      ...(gift.status === 'disputed' && { dispute_id: `dp_${gift.cents}_${gift.ago}`, dispute_status: 'lost', dispute_amount_cents: gift.cents }),
    },
  })
  // A first-of-the-month instant in UTC is still the month before in New York: the zone decides.
  const at = gift.at === 'month-start' ? new Date(`${month}-01T02:00:00Z`) : new Date(`${month}-15T17:00:00Z`)
  // The donor's address as a person typed it: the figures trim it and ignore its case.
  const typed = gift.donor ? `  ${gift.donor.toUpperCase()} ` : null
  await db.query('UPDATE donations SET created_at = $2, donor_email = $3 WHERE id = $1', [created.id, at.toISOString(), typed])
  return monthAt(at, timeZone)
}

describe('giving by month', () => {
  it('each month’s money kept by way and its new, returning and lapsed donors are the sums of the gifts in it; months without gifts are zeros', { timeout: 60_000 }, async () => {
    const before = await figures()
    const zone = before.time_zone
    expect(zone).toBe('America/New_York')
    const [ada, bo, cy, dee, eve, fay, gus, hal, ivy] = ['ada', 'bo', 'cy', 'dee', 'eve', 'fay', 'gus', 'hal', 'ivy'].map(uniqueEmail)
    const gifts: Gift[] = [
      // Ada: new in month 3 (a card gift and a monthly one), returning in month 1.
      { ago: 3, way: 'card', cents: 5_000, donor: ada! },
      { ago: 3, way: 'monthly', cents: 2_000, donor: ada! },
      { ago: 1, way: 'monthly', cents: 2_000, donor: ada! },
      // Bo: a check and a card gift in month 2, one donor; a check without an address is money, not a donor.
      { ago: 2, way: 'check', cents: 25_000, donor: bo! },
      { ago: 2, way: 'card', cents: 1_000, donor: bo! },
      { ago: 2, way: 'check', cents: 2_500, donor: null },
      // Cy gave once, 20 months ago: lapsed in month 2. Dee last gave 19 months ago: lapsed in month 1.
      { ago: 20, way: 'card', cents: 4_000, donor: cy! },
      { ago: 20, way: 'card', cents: 1_500, donor: dee! },
      { ago: 19, way: 'check', cents: 3_000, donor: dee! },
      // Eve: 21 months ago, lapsed in month 3, back in month 2 (returning). Fay came back before lapsing.
      { ago: 21, way: 'monthly', cents: 1_000, donor: eve! },
      { ago: 2, way: 'card', cents: 6_000, donor: eve! },
      { ago: 20, way: 'card', cents: 1_200, donor: fay! },
      { ago: 8, way: 'card', cents: 1_300, donor: fay! },
      // Gus: $100 with $40 refunded keeps $60. Hal's gift was refunded in full and Cy's later one lost to a dispute: no money, no donor.
      { ago: 5, way: 'card', cents: 10_000, refunded: 4_000, donor: gus! },
      { ago: 5, way: 'card', cents: 7_000, status: 'refunded', donor: hal! },
      { ago: 4, way: 'monthly', cents: 8_000, status: 'disputed', donor: cy! },
      // Made at 2 a.m. UTC on the first of month 6: still month 7 in the foundation's zone.
      { ago: 6, way: 'card', cents: 1_700, donor: ivy!, at: 'month-start' },
    ]
    const expected = new Map<string, Omit<Month, 'month'>>()
    const add = (month: string, change: Partial<Omit<Month, 'month'>>) => {
      const row = expected.get(month) ?? { card_cents: 0, monthly_cents: 0, check_cents: 0, kept_cents: 0, tickets_cents: 0, new_donors: 0, returning_donors: 0, lapsed_donors: 0 }
      for (const [key, value] of Object.entries(change) as [keyof typeof row, number][]) row[key] += value
      expected.set(month, row)
    }
    for (const gift of gifts) {
      const month = await write(gift, zone)
      add(month, { [`${gift.way}_cents`]: keptOf(gift), kept_cents: keptOf(gift) })
    }
    const m = (ago: number) => monthAgo(ago, zone)
    expect(expected.get(m(7))?.card_cents).toBe(1_700)
    add(m(3), { new_donors: 1, lapsed_donors: 1 }) // Ada new; Eve lapsed
    add(m(2), { new_donors: 1, returning_donors: 1, lapsed_donors: 1 }) // Bo new; Eve back; Cy lapsed (his disputed gift is no gift; Fay gave in month 8)
    add(m(1), { returning_donors: 1, lapsed_donors: 1 }) // Ada back; Dee lapsed
    add(m(5), { new_donors: 1 }) // Gus (Hal's refunded gift makes no donor)
    add(m(7), { new_donors: 1 }) // Ivy
    add(m(8), { returning_donors: 1 }) // Fay
    add(m(20), { new_donors: 3 }) // Cy, Dee, Fay
    add(m(19), { returning_donors: 1 }) // Dee
    add(m(21), { new_donors: 1 }) // Eve

    const after = await figures()
    expect(after.months.map((row) => row.month)).toEqual(Array.from({ length: 36 }, (_, i) => m(35 - i)))
    for (const [i, row] of after.months.entries()) {
      const was = before.months[i]!
      const added = Object.fromEntries(
        Object.entries(row)
          .filter(([key]) => key !== 'month')
          .map(([key, value]) => [key, (value as number) - (was[key as keyof Month] as number)]),
      )
      expect(added, row.month).toEqual(
        expected.get(row.month) ?? { card_cents: 0, monthly_cents: 0, check_cents: 0, kept_cents: 0, tickets_cents: 0, new_donors: 0, returning_donors: 0, lapsed_donors: 0 },
      )
      expect(row.kept_cents, row.month).toBe(row.card_cents + row.monthly_cents + row.check_cents)
    }
    // A month no test writes gifts in is there, as zeros.
    expect(after.months[0]).toEqual({ month: m(35), card_cents: 0, monthly_cents: 0, check_cents: 0, kept_cents: 0, tickets_cents: 0, new_donors: 0, returning_donors: 0, lapsed_donors: 0 })

    // The dashboard's twelve months are the last twelve of the same figures.
    const year = await figures('')
    expect(year.months).toEqual(after.months.slice(-12))

    // The chart by its signed link: an SVG drawn on the server, named, with its legend.
    const chart = await http(year.chart_url)
    expect(chart.status).toBe(200)
    expect(chart.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    const svg = await chart.text()
    expect(svg).toMatch(/<svg [^>]*role="img"/)
    expect(svg).toContain(`<title id="chart-title">Money kept by month,`)
    for (const label of ['Card, one-time', 'Monthly', 'Check']) expect(svg).toContain(`>${label}</text>`)
  })

  it('months is bounded: 1 to 36, whole numbers; anything else is a 422 that says so', async () => {
    const one = await figures('?months=1')
    expect(one.months.map((row) => row.month)).toEqual([monthAgo(0, one.time_zone)])
    for (const bad of ['0', '37', '-3', '2.5', 'twelve', '']) {
      const response = await byMonth(`?months=${bad}`)
      expect(response.status, bad).toBe(422)
      expect(await response.json(), bad).toEqual({ detail: expect.any(String), fields: { months: 'Months must be a whole number from 1 to 36' } })
    }
  })

  it('fundraising staff may read it; a stranger gets 401 and the content role 403', async () => {
    const [fundraising, content] = [uniqueEmail('glance-fundraising'), uniqueEmail('glance-content')]
    await payload.create({ collection: 'users', data: { email: fundraising, password: PASSWORD, role: 'fundraising' } })
    await payload.create({ collection: 'users', data: { email: content, password: PASSWORD, role: 'content' } })
    expect((await byMonth('', bearer(await apiLogin(fundraising, PASSWORD)))).status).toBe(200)
    const refused = await byMonth('', bearer(await apiLogin(content, PASSWORD)))
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/^Your role \(Content\) does not include/)
    expect((await byMonth('', {})).status).toBe(401)
  })
})
