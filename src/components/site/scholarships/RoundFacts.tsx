import type { RoundDetail } from '@/contracts/scholarships'
import { formatDateTime } from '@/lib/dates'

const letters = (count: number) => (count === 0 ? 'None' : count === 1 ? 'One letter' : `${count} letters`)

/** What a round asks for and when, as a list a screen reader reads term by term. */
export function RoundFacts({ round }: { round: RoundDetail }) {
  return (
    <dl className="space-y-4 rounded-lg bg-white p-6 shadow-sm">
      <div>
        <dt className="text-sm font-semibold uppercase tracking-wide text-gold-700">Opens</dt>
        <dd className="mt-1">
          <time dateTime={round.opens_at}>{formatDateTime(round.opens_at)}</time>
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold uppercase tracking-wide text-gold-700">Closes</dt>
        <dd className="mt-1">
          <time dateTime={round.closes_at}>{formatDateTime(round.closes_at)}</time>
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold uppercase tracking-wide text-gold-700">Essay</dt>
        <dd className="mt-1">
          <span className="whitespace-pre-line">{round.essay_prompt}</span>
          <span className="block text-sm text-slate-700">Up to {round.essay_max_words.toLocaleString('en-US')} words.</span>
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold uppercase tracking-wide text-gold-700">Documents (PDF)</dt>
        <dd className="mt-1">
          {round.documents.length === 0 ? (
            'None'
          ) : (
            <ul className="list-disc space-y-1 pl-5">
              {round.documents.map((document) => (
                <li key={document.key}>
                  {document.label}
                  {!document.required && <span className="text-slate-700"> (optional)</span>}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold uppercase tracking-wide text-gold-700">Recommendation letters</dt>
        <dd className="mt-1">{letters(round.recommendations_required)}</dd>
      </div>
    </dl>
  )
}
