import type { Metadata } from 'next'
import type React from 'react'

import { getPayloadClient } from '@/app/payload'
import { Hero } from '@/components/site/Hero'
import { SiteLink } from '@/components/site/SiteLink'
import { LetterForm } from '@/components/site/scholarships/LetterForm.client'
import { SCHOLARSHIP_MESSAGES } from '@/contracts/scholarships'
import { formatDateTime } from '@/lib/dates'
import { loadRecommendationRequest } from '@/server/services/scholarships/recommendations'

export const metadata: Metadata = {
  title: 'A recommendation letter',
  robots: { index: false },
  referrer: 'no-referrer',
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const UNKNOWN_LINK = 'This link does not work. Please open the link in the email we sent you, or ask the applicant to ask you again.'

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <div role="alert" className="rounded-lg border border-gold-300 bg-white p-6 text-lg">
      {children}
    </div>
  )
}

/** The recommender's emailed link: for whom and what the letter is, and where to write or upload it, once. */
export default async function RecommendPage({ searchParams }: Props) {
  const raw = (await searchParams).token
  const token = typeof raw === 'string' ? raw : undefined
  const request = token ? await loadRecommendationRequest(await getPayloadClient(), token) : null
  return (
    <>
      <Hero title="A recommendation letter" subtitle={request?.round.title} size="small" />
      <div className="mx-auto max-w-3xl px-4 py-10">
        {!token || !request ? (
          <Notice>{UNKNOWN_LINK}</Notice>
        ) : request.status === 'received' ? (
          <Notice>{SCHOLARSHIP_MESSAGES.letterTwice}</Notice>
        ) : !request.open ? (
          <Notice>
            {SCHOLARSHIP_MESSAGES.closed} It closed on {formatDateTime(request.round.closes_at)}.
          </Notice>
        ) : (
          <>
            <section aria-labelledby="request-title" className="rounded-lg bg-white p-6 shadow-sm">
              <h2 id="request-title" className="text-2xl font-bold">
                Dear {request.recommender},
              </h2>
              <p className="mt-3 text-lg text-slate-700">
                <strong>{request.applicant}</strong> is applying for{' '}
                <SiteLink href={`/scholarships/${request.round.slug}`} className="font-semibold text-navy-800 underline">
                  {request.round.title}
                </SiteLink>{' '}
                and has asked you for a letter of recommendation. Please tell our committee how you know the applicant and why they deserve this scholarship.
              </p>
              <p className="mt-3 text-slate-700">
                Write your letter below or upload it as a PDF, by {formatDateTime(request.round.closes_at)}. The link takes one letter. The applicant is told it arrived, but never sees it; our staff
                and reviewers read it.
              </p>
              <p className="mt-3 text-slate-700">
                <strong>Please leave names out of your letter.</strong> Our committee reviews applications blind, without knowing who the applicant is or who wrote their letters: write “the applicant”
                or “the student” rather than {request.applicant}’s name, and do not name yourself or the school. Say how you know the student instead (“I have taught the applicant physics for two
                years”). In a PDF, leave out the letterhead and signature too. Our staff may take out a name that remains before the committee reads a typed letter.
              </p>
            </section>
            <div className="mt-8">
              <LetterForm token={token} />
            </div>
          </>
        )}
      </div>
    </>
  )
}
