import type { Metadata } from 'next'

import { Hero } from '@/components/site/Hero'
import { SiteLink } from '@/components/site/SiteLink'
import { StopReminders } from '@/components/site/StopReminders.client'

export const metadata: Metadata = {
  title: 'Stop yearly reminders',
  description: 'Stop the yearly reminders of days of remembrance.',
  robots: { index: false },
  // The address holds a token naming the reader's email: never send it on as a referrer.
  referrer: 'no-referrer',
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Opened from the link at the foot of every yearly reminder (/unsubscribe/mail?token=…). */
export default async function StopYearlyRemindersPage({ searchParams }: Props) {
  const token = (await searchParams).token
  return (
    <>
      <Hero title="Stop yearly reminders" subtitle="You decide what we send you" size="small" />
      <div className="mx-auto max-w-2xl px-4 py-12">
        {typeof token === 'string' && token ? (
          <StopReminders token={token} kind="anniversary" />
        ) : (
          <p className="text-lg">
            This page needs the link from one of our reminder emails. If you would like us to stop writing to you, please{' '}
            <SiteLink href="/contact" className="text-navy-700 underline">
              contact us
            </SiteLink>
            .
          </p>
        )}
      </div>
    </>
  )
}
