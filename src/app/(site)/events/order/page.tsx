import type { Metadata } from 'next'

import { getPayloadClient } from '@/app/payload'
import { Hero } from '@/components/site/Hero'
import { LinkProblem } from '@/components/site/LinkProblem'
import { GuestNames } from '@/components/site/GuestNames.client'
import { ToastProvider } from '@/components/ui/Toaster.client'
import { GUESTS_LINK_DEAD } from '@/contracts/ticketGuests'
import { formatDateTime } from '@/lib/dates'
import { DomainError } from '@/server/domain/errors'
import { openOrderGuests } from '@/server/services/tickets/ticketGuests'

export const metadata: Metadata = { title: 'Name your guests', robots: { index: false }, referrer: 'no-referrer' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The buyer's emailed link: each seat of their order, to name its guest until the event starts. */
export default async function OrderGuestsPage({ searchParams }: Props) {
  const raw = (await searchParams).token
  const token = typeof raw === 'string' ? raw : undefined
  let problem = GUESTS_LINK_DEAD
  const view = token
    ? await openOrderGuests(await getPayloadClient(), token).catch((error: unknown) => {
        if (!(error instanceof DomainError)) throw error
        problem = error.message
        return null
      })
    : null
  return (
    <>
      <Hero title="Name your guests" subtitle={view ? `${view.event.title}, ${formatDateTime(view.event.start_at)}` : undefined} size="small" />
      <div className="mx-auto max-w-3xl px-4 py-10">
        {token && view ? (
          <ToastProvider>
            <GuestNames token={token} initial={view} />
          </ToastProvider>
        ) : (
          <LinkProblem message={problem} href="/events" label="See our events" />
        )}
      </div>
    </>
  )
}
