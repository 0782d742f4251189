// Runs the Jobs Queue (mail, reminders, nightly reconciliation, housekeeping) in a process of its
// own, for a deployment of several app instances started with JOBS_AUTORUN=false.
//   usage: npm run worker   (with the app's DATABASE_URL, PAYLOAD_SECRET, SMTP_URL …)
// It runs the same runner as an app instance (src/jobs/runner.ts): a second worker, or an app
// instance whose runner is still on, never runs a job this one runs. In a container, start it
// without npm in front (npm does not pass SIGTERM on): see the Dockerfile and docker-compose.yml.
import config from '@payload-config'
import { getPayload } from 'payload'

import { startJobRunner, stopJobRunner } from '@/jobs/runner'
import { routeConsoleToLog } from '@/lib/log'
import { poolOf } from '@/lib/postgres'
import { closePool } from '@/lib/resilientPg'
import { positiveSetting } from '@/lib/settings'

process.env.JOBS_AUTORUN = 'true'
routeConsoleToLog() // one JSON object a line, as the app's server (src/lib/log.ts)
const payload = await getPayload({ config })
startJobRunner(payload)
payload.logger.info('Worker started: running the jobs queue.')

const GRACE_MS = positiveSetting('SHUTDOWN_GRACE_SECONDS', 25) * 1000

/** As the app's server does: the job in hand is finished, the lease given up, the pool closed, within the grace. */
async function stop(signal: string): Promise<never> {
  setTimeout(() => process.exit(1), GRACE_MS).unref()
  payload.logger.info(`${signal}: the worker stops after the job in hand.`)
  try {
    await stopJobRunner(Math.max(0, GRACE_MS - 2000))
    await payload.destroy()
    await closePool(poolOf(payload))
  } finally {
    process.exit(0)
  }
}

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    void stop(signal)
  })
}
