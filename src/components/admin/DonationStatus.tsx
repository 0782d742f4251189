import type { DonationOut } from '@/contracts/donations'
import { formatShortDate } from '@/lib/dates'

// The spec's colours: succeeded green, pending yellow, anything else in the failed style (refunds
// and voided checks are grey: nothing went wrong). The word itself always says which status it is.
const STATUS_STYLE: Record<string, string> = {
  succeeded: 'bg-green-100 text-green-800',
  pending: 'bg-yellow-100 text-yellow-800',
  refunded: 'bg-slate-200 text-slate-800',
  voided: 'bg-slate-200 text-slate-800',
}
const FAILED_STYLE = 'bg-red-100 text-red-800'

const OUTCOME: Record<string, string> = { won: 'Dispute won', lost: 'Dispute lost', warning_closed: 'Inquiry closed', prevented: 'Dispute prevented' }

/** A gift's status, with a dispute's due date or outcome and link, or a failed renewal's reason. */
export function DonationStatus({ gift }: { gift: DonationOut }) {
  const renewalFailed = gift.status === 'failed' && Boolean(gift.renewal_failed_at)
  const { dispute } = gift
  const donor = gift.donor_name || 'Anonymous'
  return (
    <>
      <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap first-letter:uppercase ${STATUS_STYLE[gift.status] ?? FAILED_STYLE}`}>
        {renewalFailed ? 'renewal failed' : gift.status}
      </span>
      {renewalFailed && gift.failure_reason && <span className="mt-1 block text-xs text-slate-700">{gift.failure_reason}</span>}
      {dispute && (
        <span className="mt-1 block text-xs text-slate-700">
          {OUTCOME[dispute.status] ?? (dispute.evidence_due_by ? `Evidence due ${formatShortDate(dispute.evidence_due_by)}` : 'Dispute open')}
          {' · '}
          <a href={dispute.url} target="_blank" rel="noopener noreferrer" className="whitespace-nowrap text-navy-800 underline" aria-label={`Open in Stripe: the dispute of the gift from ${donor}`}>
            Open in Stripe
          </a>
        </span>
      )}
    </>
  )
}
