import type { Payload } from 'payload'

/** Mails the tribute card of a confirmed gift to the person the donor named (issue 24: being built). */
export async function mailTributeCard(_payload: Payload, donation: number, _job: number | string): Promise<string> {
  throw new Error(`Tribute cards are not built yet (donation ${donation}).`)
}
