import 'server-only'

import type { Payload } from 'payload'

import { renderMail } from '@/email/renderMail'
import { cardTestingAlert } from '@/email/staffMails'
import { formatDateTime } from '@/lib/dates'

import { findEpisode } from '../../data/cardGuard'
import { sendMail } from '../../mail'
import { readFoundation } from '../foundation'
import { guardSettings } from './cardGuard'
import { giftAlertRecipients } from '../staff/staffAlerts'

/** Staff told the card-testing guard went up: one mail per episode (the job of its episode row). */
export async function mailCardTestingAlert(payload: Payload, episodeId: number, job: string | number): Promise<'sent' | 'gone'> {
  const episode = await findEpisode(payload, episodeId)
  if (!episode) return 'gone'
  const settings = guardSettings()
  const limit = episode.reason === 'checkouts' ? settings.checkoutsPerMinute : settings.declinesPerMinute
  const minutes = Math.max(1, Math.round(settings.cooldownSeconds / 60))
  const subject = 'Card testing suspected: donors now see a quick check'
  const { name: foundation } = await readFoundation(payload)
  const words = cardTestingAlert({
    startedAt: formatDateTime(new Date(episode.started_at).toISOString()),
    episode: episode.id,
    reason: episode.reason,
    count: episode.reason === 'checkouts' ? episode.checkouts : episode.declines,
    limit,
    minutes,
  })
  await sendMail(payload, { to: (await giftAlertRecipients(payload)).join(', '), subject, ...(await renderMail(subject, words, foundation)) }, job)
  return 'sent'
}
