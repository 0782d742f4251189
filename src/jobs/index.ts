import type { JobsConfig, TaskConfig } from 'payload'

import { logFailures } from './logFailures'
import { backupNightly } from './tasks/backupTasks'
import { refreshEndedEvent } from './tasks/eventTasks'
import { commitGiftImportTask } from './tasks/importTasks'
import { recordPayoutLinesTask } from './tasks/depositTasks'
import { mailTasks } from './tasks/mailTasks'
import { requestScholarshipLinkTask } from './tasks/scholarshipTasks'
import { queueStatementRequestTask, queueYearEndStatementsTask } from './tasks/statementTasks'
import {
  abandonStalePendings,
  cancelTestedPayment,
  expireTicketHolds,
  housekeeping,
  queueAnniversaryRemindersTask,
  queueFamilyDigestsTask,
  queueErrorDigest,
  queueEventRemindersTask,
  reconcileNightly,
} from './tasks/scheduledTasks'

/**
 * Payload's Jobs Queue: every mail and every piece of later work is a job (a row of
 * `payload-jobs`), queued in the transaction of what it belongs to, retried with backoff, and
 * kept when it fails for good so staff see it (GET /api/admin/jobs). One process at a time runs
 * them (./runner.ts, started at server start): any app instance by default, or `npm run worker`
 * with JOBS_AUTORUN=false on the instances.
 */
export const jobs: JobsConfig = {
  tasks: [
    ...mailTasks,
    reconcileNightly,
    queueEventRemindersTask,
    queueAnniversaryRemindersTask,
    queueFamilyDigestsTask,
    housekeeping,
    abandonStalePendings,
    cancelTestedPayment,
    queueErrorDigest,
    queueYearEndStatementsTask,
    queueStatementRequestTask,
    refreshEndedEvent,
    requestScholarshipLinkTask,
    commitGiftImportTask,
    recordPayoutLinesTask,
    backupNightly,
    expireTicketHolds,
  ].map((task) => logFailures(task as TaskConfig)),
  // Finished jobs stay a month (housekeeping), so staff can see the last nightly reconciliation.
  deleteJobOnComplete: false,
  // Jobs run only through the runner (./runner.ts): never by a request to Payload's REST (/cms/api/payload-jobs/run).
  access: { run: () => false, queue: () => false, cancel: () => false },
}
