import 'server-only'

import type { Payload } from 'payload'

import { formatDateTime } from '@/lib/dates'

import { findEpisode } from '../../data/cardGuard'
import { sendMail } from '../../mail'
import { guardSettings } from './cardGuard'
import { giftAlertRecipients } from '../staff/staffAlerts'

const WHAT_TRIPPED = {
  checkouts: (e: { checkouts: number }, limit: number) => `${e.checkouts} checkouts were started in one minute (the limit is ${limit}).`,
  declines: (e: { declines: number }, limit: number) => `${e.declines} card payments were declined in one minute (the limit is ${limit}).`,
}

/** Staff told the card-testing guard went up: one mail per episode (the job of its episode row). */
export async function mailCardTestingAlert(payload: Payload, episodeId: number, job: string | number): Promise<'sent' | 'gone'> {
  const episode = await findEpisode(payload, episodeId)
  if (!episode) return 'gone'
  const settings = guardSettings()
  const limit = episode.reason === 'checkouts' ? settings.checkoutsPerMinute : settings.declinesPerMinute
  const minutes = Math.max(1, Math.round(settings.cooldownSeconds / 60))
  await sendMail(
    payload,
    {
      to: (await giftAlertRecipients(payload)).join(', '),
      subject: 'Card testing suspected: donors now see a quick check',
      text: [
        `The website's card-testing guard went up on ${formatDateTime(new Date(episode.started_at).toISOString())} (episode ${episode.id}).`,
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
