import 'server-only'

import type { Payload } from 'payload'

import type { DonationRow } from '../../data/donations'

/** What the donor's page shows of the letters sent to a donor (docs/acknowledgements.md). */

/** When the gift's acknowledgement was sent (by mail, or recorded as posted), or null. */
export const acknowledgedAt = (gift: DonationRow): string | null => {
  const sent = gift.acknowledgement_sent_at as Date | string | null
  return sent === null ? null : new Date(sent).toISOString()
}

/** The year-end statements sent to `email` (normalised), newest year first. */
export async function statementsSentTo(payload: Payload, email: string): Promise<{ year: number; sent_at: string }[]> {
  const { docs } = await payload.find({
    collection: 'donor-statements',
    where: { and: [{ email: { equals: email } }, { sent_at: { exists: true } }] },
    sort: '-year',
    limit: 100,
    depth: 0,
    pagination: false,
  })
  return docs.flatMap((statement) => (statement.sent_at ? [{ year: statement.year, sent_at: statement.sent_at }] : []))
}
