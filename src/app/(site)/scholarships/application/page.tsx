import type { Metadata } from 'next'

import { getPayloadClient } from '@/app/payload'
import { Hero } from '@/components/site/Hero'
import { SiteLink } from '@/components/site/SiteLink'
import { ApplicationWorkspace } from '@/components/site/scholarships/ApplicationWorkspace.client'
import { SCHOLARSHIP_MESSAGES } from '@/contracts/scholarships'
import { formatDateTime, siteTimeZone } from '@/lib/dates'
import { loadApplicantView } from '@/server/services/scholarships/applications'

export const metadata: Metadata = {
  title: 'Your scholarship application',
  robots: { index: false },
  referrer: 'no-referrer',
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The applicant's emailed link: their application, read with the token; each change sends it again. */
export default async function ScholarshipApplicationPage({ searchParams }: Props) {
  const raw = (await searchParams).token
  const token = typeof raw === 'string' ? raw : undefined
  const view = token ? await loadApplicantView(await getPayloadClient(), token) : null
  return (
    <>
      <Hero title="Your scholarship application" subtitle={view?.round.title} size="small" />
      <div className="mx-auto max-w-3xl px-4 py-10">
        {token && view ? (
          <ApplicationWorkspace token={token} initial={view} closesAt={formatDateTime(view.round.closes_at)} timeZone={siteTimeZone()} />
        ) : (
          <div role="alert" className="rounded-lg border border-gold-300 bg-white p-6 text-lg">
            <p>{SCHOLARSHIP_MESSAGES.linkExpired}</p>
            <p className="mt-3">
              <SiteLink href="/scholarships" className="font-semibold text-navy-800 underline">
                See our scholarships
              </SiteLink>
            </p>
          </div>
        )}
      </div>
    </>
  )
}
