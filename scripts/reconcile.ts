// Checks the gifts against Stripe and repairs what missed webhooks left behind.
//   usage: npm run reconcile -- [--days N]   (30 days when left out)
// The same code as the staff button (POST /api/donations/reconcile); safe to run again, or while
// webhooks arrive: a second run reports 0 differences.
import { parseArgs } from 'node:util'

import { reconcileSchema } from '@/contracts/donations'

const { values } = parseArgs({ options: { days: { type: 'string' } } })
const input = reconcileSchema.safeParse({ days: values.days === undefined ? undefined : Number(values.days) })
if (!input.success) {
  console.error(input.error.issues[0]?.message ?? 'Invalid --days')
  process.exit(2)
}
// Payload and the config load only after the input is known good: a typo is answered at once.
const [{ default: config }, { getPayload }, { describeReconcileReport, reconcileWithStripe }] = await Promise.all([
  import('@payload-config'),
  import('payload'),
  import('@/server/services/donations/reconcile'),
])
const payload = await getPayload({ config })
try {
  console.log(describeReconcileReport(await reconcileWithStripe(payload, input.data.days)))
  // Payload's timers and the database pool would keep the process alive (each repair is committed).
  process.exit(0)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
