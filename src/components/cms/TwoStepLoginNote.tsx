import Link from 'next/link'

/**
 * Below Payload's own login form (/cms/login): an account with two-step sign-in gets no session on
 * a password alone here, so it signs in at /admin/login, whose two-step sign-in also sets
 * Payload's cookie and then opens /cms.
 */
export function TwoStepLoginNote() {
  return (
    <p style={{ marginTop: '1.5rem', textAlign: 'center' }}>
      Signing in with a two-step code?{' '}
      <Link href="/admin/login?next=/cms" prefetch={false} style={{ textDecoration: 'underline' }}>
        Continue at /admin/login
      </Link>
      , then you come back here.
    </p>
  )
}
