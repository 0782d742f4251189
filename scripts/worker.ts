// Runs the Jobs Queue (mail, reminders, nightly reconciliation, housekeeping) in a process of its
// own, for a deployment of several app instances started with JOBS_AUTORUN=false.
//   usage: npm run worker   (with the app's DATABASE_URL, PAYLOAD_SECRET, SMTP_URL …)
// It runs the same runner as an app instance (src/jobs/runner.ts): a second worker, or an app
// instance whose runner is still on, never runs a job this one runs.
import config from '@payload-config'
import { getPayload } from 'payload'

import { startJobRunner, stopJobRunner } from '@/jobs/runner'

process.env.JOBS_AUTORUN = 'true'
const payload = await getPayload({ config })
startJobRunner(payload)
payload.logger.info('Worker started: running the jobs queue.')

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // The job in hand is finished first (within 20 s); one cut short is run again by the next runner.
    void stopJobRunner()
      .then(() => payload.destroy())
      .finally(() => process.exit(0))
  })
}
