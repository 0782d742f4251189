import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Hero } from '@/components/site/Hero'
import { SiteLink } from '@/components/site/SiteLink'
import { ApplyForm } from '@/components/site/scholarships/ApplyForm.client'
import { LostLinkForm } from '@/components/site/scholarships/LostLinkForm.client'
import { RoundFacts } from '@/components/site/scholarships/RoundFacts'
import { awardsText } from '@/components/site/scholarships/roundWords'
import { ToastProvider } from '@/components/ui/Toaster.client'
import type { RoundDetail } from '@/contracts/scholarships'
import { formatDateTime, formatLongDate } from '@/lib/dates'

import { loadRound } from './loadRound'

type Props = { params: Promise<{ slug: string }> }

/** None at build time: each round's page is rendered on its first visit, then cached. */
export function generateStaticParams(): { slug: string }[] {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const round = await loadRound((await params).slug)
  if (!round) return { title: 'Scholarship not found' }
  const description = round.summary ?? `${round.title}: ${awardsText(round)}`
  return { title: round.title, description, openGraph: { title: round.title, description, type: 'article' }, alternates: { canonical: `/scholarships/${round.slug}` } }
}

/** Beside the round's story: the form while it is open, else why there is none. */
function HowToApply({ round }: { round: RoundDetail }) {
  if (round.phase === 'upcoming') {
    return (
      <section aria-labelledby="apply-title" className="rounded-lg bg-white p-6 shadow-sm">
        <h2 id="apply-title" className="text-2xl font-bold">
          Applications open soon
        </h2>
        <p className="mt-3 text-slate-700">
          This round opens for applications on <time dateTime={round.opens_at}>{formatDateTime(round.opens_at)}</time> and closes on{' '}
          <time dateTime={round.closes_at}>{formatDateTime(round.closes_at)}</time>. The form will be here then.
        </p>
      </section>
    )
  }
  if (round.phase === 'closed') {
    return (
      <section aria-labelledby="apply-title" className="rounded-lg bg-white p-6 shadow-sm">
        <h2 id="apply-title" className="text-2xl font-bold">
          This round has closed
        </h2>
        <p className="mt-3 text-slate-700">
          Applications closed on <time dateTime={round.closes_at}>{formatLongDate(round.closes_at)}</time>.{' '}
          {round.recipients.length > 0 ? 'Congratulations to its recipients.' : 'Its recipients will be announced here once our committee has decided.'}
        </p>
        {round.recipients.length > 0 && (
          <ul className="mt-4 space-y-3">
            {round.recipients.map((recipient) => (
              <li key={recipient.name} className="rounded-md border border-slate-200 p-4">
                <p className="font-semibold text-navy-900">
                  {recipient.name}
                  {recipient.school && <span className="font-normal text-slate-700">, {recipient.school}</span>}
                </p>
                {recipient.line && <p className="mt-1 text-slate-700">{recipient.line}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>
    )
  }
  return (
    <ToastProvider>
      <section aria-labelledby="apply-title" className="rounded-lg bg-white p-6 shadow-sm">
        <h2 id="apply-title" className="text-2xl font-bold">
          Apply
        </h2>
        <p className="mt-2 text-slate-700">
          Start with your details; we email you a link to come back, write your essay, upload your documents and ask for your letters until{' '}
          <time dateTime={round.closes_at}>{formatDateTime(round.closes_at)}</time>.
        </p>
        <div className="mt-6">
          <ApplyForm slug={round.slug} essayMaxWords={round.essay_max_words} consentText={round.consent_text} />
        </div>
      </section>
      <section aria-labelledby="lost-link-title" className="mt-6 rounded-lg bg-white p-6 shadow-sm">
        <h2 id="lost-link-title" className="text-lg font-bold">
          Already applied? Lost your link?
        </h2>
        <div className="mt-3">
          <LostLinkForm slug={round.slug} />
        </div>
      </section>
    </ToastProvider>
  )
}

export default async function ScholarshipRoundPage({ params }: Props) {
  const round = await loadRound((await params).slug)
  if (!round) notFound()
  return (
    <>
      <Hero title={round.title} subtitle={awardsText(round)} size="small" />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <RoundFacts round={round} />
          {round.description.length > 0 && (
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700">
              {round.description.map((paragraph, index) => (
                <p key={index} className="whitespace-pre-line">
                  {paragraph}
                </p>
              ))}
            </div>
          )}
          <p className="mt-8">
            <SiteLink href="/scholarships" className="font-semibold text-navy-800 underline-offset-4 hover:underline">
              ← All Scholarships
            </SiteLink>
          </p>
        </div>
        <div className="lg:col-span-3">
          <HowToApply round={round} />
        </div>
      </div>
    </>
  )
}
