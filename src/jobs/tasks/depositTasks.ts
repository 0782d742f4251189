import type { TaskConfig } from 'payload'

import { recordPayoutLines } from '@/server/services/deposits/deposits'

/** A paid payout's balance transactions read from Stripe as its deposit's lines (payout.paid, or reconciliation). */
export const recordPayoutLinesTask: TaskConfig<'recordPayoutLines'> = {
  slug: 'recordPayoutLines',
  label: 'Read a payout’s balance transactions from Stripe',
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [
    { name: 'payoutId', type: 'text', required: true },
    { name: 'depositId', type: 'number', required: true },
  ],
  outputSchema: [{ name: 'lines', type: 'number' }],
  handler: async ({ input, req }) => ({ output: { lines: await recordPayoutLines(req.payload, input.payoutId, input.depositId) } }),
}
