import 'server-only'

import type { Payload } from 'payload'

import { renderMail } from '@/email/renderMail'
import { scholarshipAwarded, scholarshipDeclined } from '@/email/scholarshipDecisionMails'
import { formatDollars } from '@/lib/money'
import { relationId } from '@/lib/relations'

import { sendMail } from '../../mail'
import { readFoundation } from '../foundation'
import { scholarshipRetentionDays } from './retention'

/** The applicant's decision letter (queued once, with the decision: ./decisions.ts). */
export async function mailScholarshipDecision(payload: Payload, id: number, job: number | string): Promise<string> {
  const application = await payload.findByID({ collection: 'scholarship-applications', id, depth: 0, disableErrors: true, overrideAccess: true })
  if (!application?.decision) return 'no decision'
  if (!application.email) return 'gone' // cleared by the retention
  const round = await payload.findByID({ collection: 'scholarship-rounds', id: relationId(application.round)!, depth: 0, disableErrors: true, overrideAccess: true })
  if (!round) return 'gone'
  const { name: foundation } = await readFoundation(payload)
  const content = { foundation, applicant: application.name, round: round.title, award: formatDollars(round.award_cents), retentionDays: scholarshipRetentionDays() }
  const awarded = application.decision === 'awarded'
  const words = awarded ? scholarshipAwarded(content) : scholarshipDeclined(content)
  const subject = awarded ? `You have been awarded the ${round.title}` : `The decision on your application: ${round.title}`
  await sendMail(payload, { to: application.email, subject, ...(await renderMail(subject, words, foundation)) }, job)
  return awarded ? 'sent: awarded' : 'sent: declined'
}
