import { SiteLink } from '@/components/site/SiteLink'
import type { RoundSummary } from '@/contracts/scholarships'

import { awardsText, PHASE_LABELS, phaseText } from './roundWords'

const BADGE = { open: 'bg-green-100 text-green-900', upcoming: 'bg-gold-300 text-navy-950', closed: 'bg-slate-200 text-slate-800' } as const

/** A round in the list: what it awards, where it stands, and (once published) its recipients. */
export function RoundCard({ round }: { round: RoundSummary }) {
  return (
    <article className="flex flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby={`round-${round.slug}`}>
      <p>
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${BADGE[round.phase]}`}>{PHASE_LABELS[round.phase]}</span>
      </p>
      <h3 id={`round-${round.slug}`} className="mt-3 text-xl font-semibold">
        {round.title}
      </h3>
      <p className="mt-1 font-semibold text-navy-800">{awardsText(round)}</p>
      {round.summary && <p className="mt-3 text-slate-700">{round.summary}</p>}
      <p className="mt-3 text-sm text-slate-700">{phaseText(round)}</p>
      {round.recipients.length > 0 && (
        <div className="mt-4">
          <h4 className="text-sm font-semibold uppercase tracking-wide text-gold-700">Recipients</h4>
          <ul className="mt-2 space-y-1 text-slate-800">
            {round.recipients.map((recipient) => (
              <li key={recipient.name}>
                <span className="font-semibold">{recipient.name}</span>
                {recipient.school && <span className="text-slate-700">, {recipient.school}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="mt-auto pt-5">
        <SiteLink
          href={`/scholarships/${round.slug}`}
          className="font-semibold text-navy-800 underline-offset-4 hover:underline"
          aria-label={`${round.open ? 'Read and apply' : 'Read more'}: ${round.title}`}
        >
          {round.open ? 'Read and apply →' : 'Read more →'}
        </SiteLink>
      </p>
    </article>
  )
}
