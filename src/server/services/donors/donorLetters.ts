import 'server-only'

import type { Payload } from 'payload'

import type { DonationRow } from '../../data/donations'

// WIRING PLACE (issue 35, items 2 and 3): what the donor's page shows of the letters sent to a
// donor. The acknowledgements (each gift's `acknowledgement.sent_at`) and the year-end statements
// (the `donor-statements` collection: email, year, sent_at) are added beside this work; until they
// are connected here, every gift reads "not yet" and no statement is listed.

/** When the gift's acknowledgement was sent, or null. Connect: the gift's `acknowledgement.sent_at`. */
export const acknowledgedAt = (gift: DonationRow): string | null => {
  void gift
  return null
}

/** The year-end statements sent to `email` (normalised), newest year first. Connect: `donor-statements` where email equals it. */
export async function statementsSentTo(payload: Payload, email: string): Promise<{ year: number; sent_at: string }[]> {
  void payload
  void email
  return []
}
