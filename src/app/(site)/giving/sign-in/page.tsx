import type { Metadata } from 'next'

import { AskForSignInLink } from '@/components/site/giving/AskForSignInLink.client'
import { SignInWithLink } from '@/components/site/giving/SignInWithLink.client'
import { Hero } from '@/components/site/Hero'
import { SIGN_IN_INTRO } from '@/contracts/donorPortal'

export const metadata: Metadata = {
  title: 'Sign in to your giving page',
  description: 'Sign in to your giving page with the link we emailed you.',
  robots: { index: false },
  // The address holds a one-time token: never send it on as a referrer.
  referrer: 'no-referrer',
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Where the emailed link leads: one button uses the link (a mail scanner that fetches the page does not). */
export default async function GivingSignInPage({ searchParams }: Props) {
  const token = (await searchParams).token
  return (
    <>
      <Hero title="Sign in to your giving page" size="small" />
      <div className="mx-auto max-w-2xl px-4 py-12">
        {typeof token === 'string' && token ? (
          <SignInWithLink token={token} />
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
