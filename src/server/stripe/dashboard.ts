import 'server-only'

/**
 * A dispute in Stripe's dashboard, where staff read it and send evidence: the test-mode view when
 * the site runs on a test key (a live-mode link would show nothing there).
 */
export function disputeDashboardUrl(disputeId: string): string {
  const testMode = process.env.STRIPE_SECRET_KEY?.startsWith('sk_test_')
  return `https://dashboard.stripe.com/${testMode ? 'test/' : ''}disputes/${encodeURIComponent(disputeId)}`
}
