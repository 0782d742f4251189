import type { TaskConfig } from 'payload'

import { queueRequestedStatement, queueYearEndStatements } from '@/server/services/letters/statements'

import { SCHEDULED_RETRIES } from '../retries'

/**
 * The past year's statements, in January: daily at 14:00 UTC (morning in the Americas), queued
 * from STATEMENTS_DAY on; donors already sent are skipped, so each gets one (docs/acknowledgements.md).
 */
export const queueYearEndStatementsTask: TaskConfig<'queueYearEndStatements'> = {
  slug: 'queueYearEndStatements',
  label: 'Queue the past year’s statements (January)',
  retries: SCHEDULED_RETRIES,
  schedule: [{ cron: '0 0 14 * 1 *', queue: 'default' }],
  // `now` lets a test (or an operator making up a missed day) run it as of another moment.
  inputSchema: [{ name: 'now', type: 'date' }],
  outputSchema: [{ name: 'queued', type: 'number' }],
  handler: async ({ input, req }) => ({ output: { queued: await queueYearEndStatements(req.payload, input.now ? new Date(input.now) : new Date()) } }),
}

/** A donor's own request (POST /api/donations/statement): their statement, only if the address gave that year, and not twice within a day. */
export const queueStatementRequestTask: TaskConfig<'queueStatementRequest'> = {
  slug: 'queueStatementRequest',
  label: 'A donor asked for their statement',
  retries: SCHEDULED_RETRIES,
  inputSchema: [
    { name: 'email', type: 'text', required: true },
    { name: 'year', type: 'number', required: true },
  ],
  outputSchema: [{ name: 'queued', type: 'number' }],
  handler: async ({ input, req }) => ({ output: { queued: await queueRequestedStatement(req.payload, input.email, input.year) } }),
}
