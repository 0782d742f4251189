import 'server-only'

import type { Payload } from 'payload'

import { findEpisode } from '../data/cardGuard'
import { readSiteContent, sendMail } from '../mail'
import { guardSettings } from './cardGuard'

/**
 * Who hears of card testing: the active admin and fundraising staff (they keep the money), else
 * CONTACT_TO_EMAIL or the site's contact address, as the other staff mail does.
 */
async function alertRecipients(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { and: [{ role: { in: ['admin', 'fundraising'] } }, { active: { not_equals: false } }] },
    depth: 0,
    limit: 50,
    pagination: false,
  })
  const staff = docs.map((user) => user.email).filter(Boolean)
  if (staff.length) return staff
  const fallback = process.env.CONTACT_TO_EMAIL || (await readSiteContent(payload)).contact?.email
  if (!fallback) throw new Error('No admin or fundraising staff, no CONTACT_TO_EMAIL and no contact email in the site content.')
  return [fallback]
}

const WHAT_TRIPPED = {
  checkouts: (e: { checkouts: number }, limit: number) => `${e.checkouts} checkouts were started in one minute (the limit is ${limit}).`,
  declines: (e: { declines: number }, limit: number) => `${e.declines} card payments were declined in one minute (the limit is ${limit}).`,
}

/** Staff told the card-testing guard went up: one mail per episode (the job of its episode row). */
export async function mailCardTestingAlert(payload: Payload, episodeId: number, job: string | number): Promise<'sent' | 'gone'> {
  const episode = await findEpisode(episodeId)
  if (!episode) return 'gone'
  const settings = guardSettings()
  const limit = episode.reason === 'checkouts' ? settings.checkoutsPerMinute : settings.declinesPerMinute
  const minutes = Math.max(1, Math.round(settings.cooldownSeconds / 60))
  await sendMail(
    payload,
    {
      to: (await alertRecipients(payload)).join(', '),
      subject: 'Card testing suspected: donors now see a quick check',
      text: [
        `The website's card-testing guard went up at ${new Date(episode.started_at).toISOString()} (episode ${episode.id}).`,
        '',
        `What tripped it: ${WHAT_TRIPPED[episode.reason](episode, limit)}`,
        '',
        `Until it has been quiet for ${minutes} minutes, everyone who starts a gift on /donate is asked for a quick automatic check (a few seconds of work in their browser) before the gift is started. Real donors can still give.`,
        '',
        'Nothing needs doing. Its state is in the staff API (GET /api/admin/card-guard). Payments tried with many cards are canceled at Stripe automatically; you may want to look at recent declines in the Stripe dashboard.',
      ].join('\n'),
    },
    job,
  )
  return 'sent'
}
