import type { TaskConfig } from 'payload'

import { markGiftImportFailed, storeGiftImport } from '@/server/services/imports/giftImports'

const COMMIT_ATTEMPTS = 5

/**
 * A committed import's gifts stored (POST /api/admin/imports/{id}/commit), in batches: a retry
 * resumes after the last batch stored, and a row stored once is never stored again.
 */
export const commitGiftImportTask: TaskConfig<'commitGiftImport'> = {
  slug: 'commitGiftImport',
  label: 'Store the gifts of an import',
  retries: { attempts: COMMIT_ATTEMPTS, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [{ name: 'importId', type: 'number', required: true }],
  outputSchema: [
    { name: 'stored', type: 'number' },
    { name: 'skipped', type: 'number' },
  ],
  handler: async ({ input, req }) => ({ output: await storeGiftImport(req.payload, input.importId) }),
  // Its last attempt failed: the import says so (staff may commit it again; it resumes), beside the failed job on the dashboard.
  onFail: async ({ input, req, taskStatus }) => {
    if ((taskStatus?.totalTried ?? 0) >= COMMIT_ATTEMPTS) await markGiftImportFailed(req.payload, (input as { importId: number }).importId)
  },
}
