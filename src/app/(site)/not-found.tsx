import { SiteLink } from '@/components/site/SiteLink'

import { ErrorPanel } from '@/components/site/ErrorPanel'
import { navyButton } from '@/components/ui/buttons'

export default function NotFound() {
  return (
    <ErrorPanel detail="404 Not Found">
      <SiteLink href="/" className={navyButton}>
        Return Home
      </SiteLink>
    </ErrorPanel>
  )
}
