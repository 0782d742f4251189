// Checks the gifts against Stripe and repairs what missed webhooks left behind.
//   usage: npm run reconcile -- [--days N]   (30 days when left out)
// The same code as the staff button (POST /api/donations/reconcile); safe to run again, or while
// webhooks arrive: a second run reports 0 differences.
import { parseArgs } from 'node:util'

import config from '@payload-config'
import { getPayload } from 'payload'

import { reconcileSchema } from '@/contracts/donations'
import { describeReconcileReport, reconcileWithStripe } from '@/server/services/donations/reconcile'

const { values } = parseArgs({ options: { days: { type: 'string' } } })
const input = reconcileSchema.safeParse({ days: values.days === undefined ? undefined : Number(values.days) })
if (!input.success) {
  console.error(input.error.issues[0]?.message ?? 'Invalid --days')
  process.exit(2)
}
const payload = await getPayload({ config })
try {
  console.log(describeReconcileReport(await reconcileWithStripe(payload, input.data.days)))
  // Payload's timers and the database pool would keep the process alive (each repair is committed).
  process.exit(0)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
