import type { PublicRemembrance } from '@/contracts/remembrances'
import { formatLongDate } from '@/lib/dates'

import { ReportButton } from './ReportButton.client'

/** One remembrance: the writer's words as plain text (never markup, links not made clickable). */
export function RemembranceCard({ remembrance: r }: { remembrance: PublicRemembrance }) {
  const paragraphs = r.message.split(/\n\s*\n/).filter((p) => p.trim())
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6" aria-labelledby={`remembrance-${r.id}`}>
      {r.photo_url && (
        // eslint-disable-next-line @next/next/no-img-element -- a stored, resized photo
        <img src={r.photo_url} alt={`Photo shared by ${r.name}`} loading="lazy" className="mb-4 max-h-80 w-full rounded-md object-cover" />
      )}
      <div className="space-y-3 whitespace-pre-line text-lg leading-relaxed text-slate-800">
        {paragraphs.map((text, i) => (
          <p key={i}>{text}</p>
        ))}
      </div>
      <footer className="mt-4 flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-3">
        <p>
          <span id={`remembrance-${r.id}`} className="block font-semibold text-navy-900">
            {r.name}
          </span>
          <span className="block text-sm text-slate-600">
            {r.relationship} · <time dateTime={r.published_at}>{formatLongDate(r.published_at)}</time>
          </span>
        </p>
        <ReportButton id={r.id} name={r.name} />
      </footer>
    </article>
  )
}
