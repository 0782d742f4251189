import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { getPayloadClient } from '@/app/payload'
import { AskForSignInLink } from '@/components/site/giving/AskForSignInLink.client'
import { GivingOverview } from '@/components/site/giving/GivingOverview'
import { Hero } from '@/components/site/Hero'
import { SIGN_IN_INTRO } from '@/contracts/donorPortal'
import { donorOfCookies } from '@/server/http/donorSession'
import { donorOverview } from '@/server/services/donors/donorOverview'

export const metadata: Metadata = {
  title: 'Your giving',
  description: 'Your gifts to the foundation, their receipts and your year-end statements, signed in by an emailed link.',
  robots: { index: false },
}

/**
 * A donor's own page: every gift they gave, each receipt, their statements. Signed in by an
 * emailed link (no password); without a session, the form that asks for one.
 */
export default async function GivingPage() {
  // The request's headers first: the page renders per request, never at build time.
  const cookies = (await headers()).get('cookie')
  const payload = await getPayloadClient()
  const donor = await donorOfCookies(payload, cookies)
  return (
    <>
      <Hero title="Your giving" subtitle="Your gifts, receipts and statements" size="small" />
      <div className="mx-auto max-w-3xl px-4 py-12">
        {donor ? (
          <GivingOverview overview={await donorOverview(payload, donor)} />
        ) : (
          <div className="space-y-4 text-lg">
            <p>{SIGN_IN_INTRO}</p>
            <AskForSignInLink />
          </div>
        )}
      </div>
    </>
  )
}
