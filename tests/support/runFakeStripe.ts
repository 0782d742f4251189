// Runs the fake Stripe API on a fixed port for the browser tests (a Playwright webServer).
//   usage: tsx tests/support/runFakeStripe.ts <port>
import { startFakeStripe } from './fakeStripe'

const fake = await startFakeStripe(Number(process.argv[2] ?? 3111))
console.log(`fake Stripe API on ${fake.url}`)
const stop = () => void fake.stop().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
