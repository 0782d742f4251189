import Link from 'next/link'

import { ErrorPanel } from '@/components/site/ErrorPanel'
import { navyButton } from '@/components/ui/buttons'

export default function NotFound() {
  return (
    <ErrorPanel detail="404 Not Found">
      <Link href="/" className={navyButton}>Return Home</Link>
    </ErrorPanel>
  )
}
