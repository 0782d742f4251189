import type { RoundSummary } from '@/contracts/scholarships'
import { formatDateTime, formatLongDate } from '@/lib/dates'
import { formatDollars } from '@/lib/money'

/** "2 awards of $2,500", "One award of $1,000". */
export const awardsText = (round: Pick<RoundSummary, 'award_cents' | 'awards_count'>): string =>
  round.awards_count === 1 ? `One award of ${formatDollars(round.award_cents)}` : `${round.awards_count} awards of ${formatDollars(round.award_cents)} each`

/** Where the round stands, in a sentence: when it closes, when it opens, or that it has closed. */
export function phaseText(round: Pick<RoundSummary, 'phase' | 'opens_at' | 'closes_at'>): string {
  if (round.phase === 'open') return `Open for applications until ${formatDateTime(round.closes_at)}`
  if (round.phase === 'upcoming') return `Applications open ${formatLongDate(round.opens_at)}`
  return `Closed on ${formatLongDate(round.closes_at)}`
}

export const PHASE_LABELS = { open: 'Open', upcoming: 'Opening soon', closed: 'Closed' } as const
