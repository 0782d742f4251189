import type { Payload } from 'payload'

/** Tells a supporter of a confirmed gift on their fundraiser (issue 24: being built). */
export async function mailFundraiserGift(_payload: Payload, donation: number, _job: number | string): Promise<string> {
  throw new Error(`Fundraiser gift mails are not built yet (donation ${donation}).`)
}

/** Mails a supporter their one-time link, to confirm their email or edit their page (issue 24: being built). */
export async function mailFundraiserLink(_payload: Payload, input: { fundraiser: number; sealed: string }, _job: number | string): Promise<string> {
  throw new Error(`Fundraiser links are not built yet (fundraiser ${input.fundraiser}).`)
}
