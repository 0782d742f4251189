import 'server-only'

import type { Payload } from 'payload'

import { siteUrl } from '@/lib/site-url'

import { sendMail } from '../mail'

/**
 * Tells the writer their remembrance is on the wall. Plain text: their own words go in as text.
 * Nothing is sent for one deleted, or no longer published, by the time the job runs.
 */
export async function mailRemembrancePublished(payload: Payload, remembrance: number, job: number | string): Promise<string> {
  const doc = await payload.findByID({ collection: 'remembrances', id: remembrance, depth: 0, disableErrors: true, overrideAccess: true })
  if (!doc || doc.status !== 'published') return 'not published'
  const text = [
    `Dear ${doc.name},`,
    '',
    'Thank you for what you wrote. Your remembrance is now on the wall:',
    `${siteUrl()}/remember`,
    '',
    'Every word left there keeps her memory with us.',
    '',
    'From Loss to Light',
  ].join('\n')
  await sendMail(payload, { to: doc.email, subject: 'Your remembrance is on the wall', text }, job)
  return 'sent'
}
