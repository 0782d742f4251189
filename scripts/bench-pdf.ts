// npm run bench:pdf — the untrusted-PDF attack against the production build (run `npm run build`
// first) and a local SMTP server: an applicant uploads the 500 MB object-stream PDF and the
// 800,000-object PDF as documents while another client asks GET /api/health back to back. Prints,
// for a quiet minute with no upload and then for each file, the answer's status and time and the
// health answers' p50 and slowest (the goal: no file delays health by more than 100 ms). Prints
// figures; it does not pass or fail. Run it on a machine at rest: CPU taken by other work shows up
// as health latency.
//   BENCH_ROUNDS=5 npm run bench:pdf     (default 3 uploads of each file)
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'

import { manyObjects, objectStreamBomb } from '../tests/support/attackPdfs'
import { TEST_ADMIN } from '../tests/support/constants.mjs'
import { startFakeSmtp } from '../tests/support/fakeSmtp'
import { eventually, linksIn, readMailbox } from '../tests/support/mailbox'
import { pdfRound } from '../tests/support/pdfRound'
import { startStack } from '../tests/support/startStack'

const ROUNDS = Number(process.env.BENCH_ROUNDS || 3)

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}

const smtp = await startFakeSmtp()
const stack = await startStack({
  SMTP_URL: `smtp://127.0.0.1:${smtp.smtpPort}`,
  MAIL_FROM: 'Website <website@bench.example.org>',
  RATE_LIMIT_PER_MINUTE: '100000',
  SCHEDULED_JOBS: 'false',
})
const base = stack.baseURL

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) })
}

async function adminToken(): Promise<string> {
  const response = await post('/api/auth/login', TEST_ADMIN)
  if (!response.ok) throw new Error(`login failed: ${response.status}`)
  return ((await response.json()) as { access_token: string }).access_token
}

/** A fresh open round and an applicant of it: their continue link's token, read from the mailbox. */
async function applicantToken(admin: string): Promise<string> {
  const slug = `bench-${randomUUID().slice(0, 8)}`
  const round = await post('/api/admin/scholarships', pdfRound(slug, 'A round for the PDF benchmark.', 0), { Authorization: `Bearer ${admin}` })
  if (!round.ok) throw new Error(`round refused: ${round.status} ${await round.text()}`)
  const email = `bench-${randomUUID().slice(0, 8)}@example.org`
  const applied = await post(`/api/scholarships/${slug}/applications`, {
    name: 'Bench Applicant',
    email,
    phone: '',
    school: 'Bench School',
    graduation_year: new Date().getUTCFullYear() + 1,
    essay: 'I will study rivers.',
    consent: true,
  })
  if (applied.status !== 201) throw new Error(`application refused: ${applied.status} ${await applied.text()}`)
  const link = await eventually(async () => {
    const mails = (await readMailbox(smtp.mailboxURL)).filter((mail) => mail.to.includes(email))
    return mails.flatMap((mail) => linksIn(mail, /https?:\/\/\S+\/scholarships\/application\?token=[\w-]+/g))[0]
  })
  return new URL(link).searchParams.get('token')!
}

/** GET /api/health back to back until `until` settles: each answer's milliseconds. */
async function healthWhile(until: Promise<unknown>): Promise<number[]> {
  let done = false
  void until.finally(() => (done = true))
  const times: number[] = []
  while (!done) {
    const started = performance.now()
    await (await fetch(`${base}/api/health`)).arrayBuffer()
    times.push(performance.now() - started)
  }
  return times
}

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0
const figures = (times: number[]) => `health p50 ${quantile(times, 0.5).toFixed(1)} ms, slowest ${Math.max(...times).toFixed(1)} ms over ${times.length} answers`

async function upload(token: string, data: Buffer): Promise<{ status: number; ms: number }> {
  const form = new FormData()
  form.set('token', token)
  form.set('key', 'essay_pdf')
  form.set('file', new Blob([new Uint8Array(data)], { type: 'application/pdf' }), 'essay.pdf')
  const started = performance.now()
  const response = await fetch(`${base}/api/scholarships/application/documents`, { method: 'POST', body: form })
  await response.arrayBuffer()
  return { status: response.status, ms: performance.now() - started }
}

try {
  const admin = await adminToken()
  await (await fetch(`${base}/api/health`)).arrayBuffer()
  const quiet = await healthWhile(new Promise((resolve) => setTimeout(resolve, 5_000)))
  console.log(`no upload (5 s): ${figures(quiet)}`)
  const files: [string, Buffer][] = [
    ['object stream inflating to 500 MB', await objectStreamBomb()],
    ['800,000 objects', manyObjects()],
  ]
  for (const [what, data] of files) {
    for (let round = 1; round <= ROUNDS; round++) {
      const token = await applicantToken(admin)
      const answer = upload(token, data)
      const times = await healthWhile(answer)
      const { status, ms } = await answer
      console.log(`${what} (${(data.length / 1024).toFixed(0)} KB), try ${round}: ${status} in ${ms.toFixed(0)} ms; ${figures(times)}`)
    }
  }
} finally {
  await stack.stop()
  await smtp.stop()
}
