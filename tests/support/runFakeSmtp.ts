// Runs the local SMTP server and its HTTP mailbox on fixed ports for the browser tests (a
// Playwright webServer).   usage: tsx tests/support/runFakeSmtp.ts <smtp port> <mailbox port>
import { startFakeSmtp } from './fakeSmtp'

const smtp = await startFakeSmtp({ smtp: Number(process.argv[2] ?? 3112), mailbox: Number(process.argv[3] ?? 3113) })
console.log(`fake SMTP on ${smtp.smtpPort}, mailbox on ${smtp.mailboxURL}`)
const stop = () => void smtp.stop().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
