import type { Metadata } from 'next'

import { Hero } from '@/components/site/Hero'
import { SiteLink } from '@/components/site/SiteLink'
import { StatementRequestForm } from '@/components/site/StatementRequestForm.client'
import { siteTimeZone } from '@/lib/dates'

export const metadata: Metadata = {
  title: 'Your giving statement',
  description: 'Ask for a statement of your gifts in a year, for your tax records, by email.',
}

/** The year just ended in the foundation's zone: what most donors ask for. */
const pastYear = () => Number(new Intl.DateTimeFormat('en-US', { timeZone: siteTimeZone(), year: 'numeric' }).format(new Date())) - 1

/**
 * A donor asks for a year's statement (every gift of that year, the amount kept, the tax words; a
 * PDF attached) without an account: by the email they gave with. The answer is the same whether
 * or not the address gave (POST /api/donations/statement).
 */
export default function StatementPage() {
  const year = pastYear()
  return (
    <>
      <Hero title="Your giving statement" subtitle="Every gift of a year, for your tax records" size="small" />
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-12 text-lg">
        <p>
          Enter the email address you gave with and the year. If the address gave that year, we email it a statement of those gifts, with a printable copy (PDF). Each January we send the past year’s
          statement to every donor; ask here for another year, or if that mail went astray.
        </p>
        <p className="text-base text-slate-700">
          A statement is sent to an address at most once a day for the same year: if you asked earlier today, please look for that mail (and in your spam folder). Questions?{' '}
          <SiteLink href="/contact" className="underline">
            Contact us
          </SiteLink>
          .
        </p>
        <StatementRequestForm defaultYear={year} />
        <p>
          Every year’s statement, and a receipt for each gift, can also be downloaded from{' '}
          <SiteLink href="/giving" className="underline">
            your giving page
          </SiteLink>
          .
        </p>
      </div>
    </>
  )
}
