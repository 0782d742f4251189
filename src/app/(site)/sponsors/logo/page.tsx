import type { Metadata } from 'next'

import { getPayloadClient } from '@/app/payload'
import { Hero } from '@/components/site/Hero'
import { LinkProblem } from '@/components/site/LinkProblem'
import { SponsorLogo } from '@/components/site/SponsorLogo.client'
import { ToastProvider } from '@/components/ui/Toaster.client'
import { SPONSOR_LOGO_LINK_DEAD } from '@/contracts/sponsors'
import { DomainError } from '@/server/domain/errors'
import { sponsorshipOfLogoLink } from '@/server/services/sponsorships/logo'

export const metadata: Metadata = { title: 'Send your logo', robots: { index: false }, referrer: 'no-referrer' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** A paid sponsor's emailed link: their logo, shown on /sponsors once content staff approve it. */
export default async function SponsorLogoPage({ searchParams }: Props) {
  const raw = (await searchParams).token
  const token = typeof raw === 'string' ? raw : undefined
  const sponsorship = token
    ? await sponsorshipOfLogoLink(await getPayloadClient(), token).catch((error: unknown) => {
        if (!(error instanceof DomainError)) throw error
        return null
      })
    : null
  return (
    <>
      <Hero title="Send your logo" subtitle={sponsorship ? sponsorship.company : undefined} size="small" />
      <div className="mx-auto max-w-2xl px-4 py-10">
        {token && sponsorship ? (
          <ToastProvider>
            <SponsorLogo token={token} />
          </ToastProvider>
        ) : (
          <LinkProblem message={SPONSOR_LOGO_LINK_DEAD} href="/contact" label="Contact us" />
        )}
      </div>
    </>
  )
}
