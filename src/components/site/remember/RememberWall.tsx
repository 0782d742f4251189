import { Hero } from '@/components/site/Hero'
import { Section } from '@/components/site/Section'
import { SiteLink } from '@/components/site/SiteLink'
import type { WallPage } from '@/server/queries/remembrances'

import { CandleButton } from './CandleButton.client'
import { RemembranceCard } from './RemembranceCard'
import { LeaveRemembrance } from './LeaveRemembrance.client'

type Props = { intro: string; candles: number; wall: WallPage; page: number }

const pageHref = (n: number) => (n === 1 ? '/remember' : `/remember/page/${n}`)

/** /remember and its later pages: the introduction, the candle, the form, and the wall itself. */
export function RememberWall({ intro, candles, wall, page }: Props) {
  return (
    <>
      <Hero title="Remember Her" subtitle="Leave a few words, light a candle" size="small" />
      <Section>
        <div className="mx-auto max-w-3xl space-y-4 text-lg leading-relaxed text-slate-800">
          {intro.split(/\n\s*\n/).map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </div>
        <div className="mx-auto mt-8 max-w-3xl">
          <CandleButton initialCount={candles} />
        </div>
      </Section>
      <Section title="Remembrances" id="wall" tone="white">
        <div className="mx-auto max-w-3xl">
          {wall.items.length === 0 ? (
            <p className="text-center text-lg text-slate-700">{page === 1 ? 'No remembrances yet. Be the first to leave one.' : 'There are no remembrances on this page.'}</p>
          ) : (
            <ol className="space-y-6" aria-label={`Remembrances, page ${page} of ${wall.pages}`}>
              {wall.items.map((r) => (
                <li key={r.id}>
                  <RemembranceCard remembrance={r} />
                </li>
              ))}
            </ol>
          )}
          {wall.pages > 1 && (
            <nav aria-label="Pages of remembrances" className="mt-8 flex items-center justify-between gap-4 text-base font-semibold">
              {page > 1 ? (
                <SiteLink href={pageHref(page - 1)} className="text-navy-800 underline">
                  Newer remembrances
                </SiteLink>
              ) : (
                <span />
              )}
              <span className="text-slate-600">
                Page {page} of {wall.pages}
              </span>
              {page < wall.pages ? (
                <SiteLink href={pageHref(page + 1)} className="text-navy-800 underline">
                  Older remembrances
                </SiteLink>
              ) : (
                <span />
              )}
            </nav>
          )}
        </div>
      </Section>
      <Section title="Leave a Remembrance" id="leave">
        <div className="mx-auto max-w-3xl">
          <LeaveRemembrance />
        </div>
      </Section>
    </>
  )
}
