import { SiteLink } from '@/components/site/SiteLink'

import { navyButton } from '@/components/ui/buttons'

export default function EventNotFound() {
  return (
    <div className="px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Sorry, we couldn&apos;t find that event.</h1>
      <p className="mt-8">
        <SiteLink href="/events" className={navyButton}>
          Back to Events
        </SiteLink>
      </p>
    </div>
  )
}
