import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser'
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'

import type { DonationRow } from '@/server/data/donations'
import { columnName, type SqlRow } from '@/server/data/sqlRow'
import { recordId } from '@/server/domain/ids'
import type { Donation } from '@/payload-types'

const root = path.resolve(__dirname, '../..')

/** The TypeScript and ES module files under `dir` (relative to the repository), with their text. */
function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx|mjs)$/.test(name))
    .map((name) => ({ file: path.join(dir, name), text: readFileSync(path.join(root, dir, name), 'utf8') }))
}

/**
 * The layer rules live once, in .dependency-cruiser.cjs (`npm run lint:deps` holds src/ to them).
 * Here they are run on a small tree of one-line modules: each forbidden import must be caught by
 * its rule, and the allowed directions must pass, so a rule loosened by mistake fails this test.
 */
const FIXTURE: Record<string, string> = {
  // Imported modules (no imports of their own).
  'payload.config.ts': 'export const config = 1',
  'src/app/payload.ts': 'export const getPayloadClient = 1',
  'src/contracts/endpoints.ts': 'export type ApiEndpoint = { path: string }\nexport const endpoints = [1]',
  'src/server/services/gifts.ts': 'export const gifts = 1',
  'src/server/data/rows.ts': 'export const rows = 1',
  'src/server/http/respond.ts': 'export const respond = 1',
  'src/server/queries/read.ts': 'export const read = 1',
  'src/server/stripe/client.ts': 'export const stripe = 1',
  'src/collections/Gifts/hooks/onChange.ts': 'export const onChange = 1',
  'src/components/View.tsx': 'export const View = 1',
  'src/email/Mail.tsx': 'export const Mail = 1',
  'src/lib/money.ts': 'export const money = 1',
  // Forbidden: one module per rule.
  'src/components/UsesApp.tsx': "import { getPayloadClient } from '../app/payload'\nexport const a = getPayloadClient",
  'src/components/UsesService.tsx': "import { gifts } from '../server/services/gifts'\nexport const a = gifts",
  'src/components/UsesStripe.tsx': "import { stripe } from '../server/stripe/client'\nexport const a = stripe",
  'src/email/UsesService.tsx': "import { gifts } from '../server/services/gifts'\nexport const a = gifts",
  'src/server/services/usesHook.ts': "import type { onChange } from '../../collections/Gifts/hooks/onChange'\nexport type A = typeof onChange",
  'src/lib/usesServer.ts': "import { read } from '../server/queries/read'\nexport const a = read",
  'src/lib/usesComponents.ts': "import { View } from '../components/View'\nexport const a = View",
  'src/contracts/usesService.ts': "import { gifts } from '../server/services/gifts'\nexport const a = gifts",
  'src/contracts/usesRegistryValue.ts': "import { endpoints } from './endpoints'\nexport const a = endpoints",
  'src/components/UsesRegistryValue.tsx': "import { endpoints } from '../contracts/endpoints'\nexport const a = endpoints",
  'src/server/domain/usesData.ts': "import { rows } from '../data/rows'\nexport const a = rows",
  'src/server/data/usesService.ts': "import { gifts } from '../services/gifts'\nexport const a = gifts",
  'src/server/services/usesHttp.ts': "import { respond } from '../http/respond'\nexport const a = respond",
  'src/server/services/usesConfig.ts': "import { config } from '../../../payload.config'\nexport const a = config",
  'src/collections/usesApp.ts': "import { getPayloadClient } from '../app/payload'\nexport const a = getPayloadClient",
  'src/server/services/cycleA.ts': "import { b } from './cycleB'\nexport const a = () => b",
  'src/server/services/cycleB.ts': "import { a } from './cycleA'\nexport const b = () => a",
  // Allowed directions.
  'src/collections/Gifts/hooks/callsService.ts': "import { gifts } from '../../../server/services/gifts'\nexport const a = gifts",
  'src/server/services/sendsMail.ts': "import { Mail } from '../../email/Mail'\nexport const a = Mail",
  'src/contracts/client.ts': "import type { ApiEndpoint } from './endpoints'\nimport { money } from '../lib/money'\nexport type A = ApiEndpoint\nexport const b = money",
  'src/components/Reads.tsx': "import { read } from '../server/queries/read'\nimport { money } from '../lib/money'\nexport const a = [read, money]",
  'src/email/UsesLib.tsx': "import { money } from '../lib/money'\nexport const a = money",
  'src/app/page.tsx': "import { View } from '../components/View'\nimport { getPayloadClient } from './payload'\nexport const a = [View, getPayloadClient]",
}

/** Each forbidden import of the fixture, as `rule: from → to`. */
const CAUGHT = [
  'app-only-from-the-app: src/collections/usesApp.ts → src/app/payload.ts',
  'app-only-from-the-app: src/components/UsesApp.tsx → src/app/payload.ts',
  'components-import-no-app-or-server-logic: src/components/UsesApp.tsx → src/app/payload.ts',
  'components-import-no-app-or-server-logic: src/components/UsesService.tsx → src/server/services/gifts.ts',
  'components-import-no-app-or-server-logic: src/components/UsesStripe.tsx → src/server/stripe/client.ts',
  'registry-types-only-in-the-browser: src/components/UsesRegistryValue.tsx → src/contracts/endpoints.ts',
  'registry-types-only-in-the-browser: src/contracts/usesRegistryValue.ts → src/contracts/endpoints.ts',
  'contracts-import-no-server-or-view: src/contracts/usesService.ts → src/server/services/gifts.ts',
  'data-imports-no-services-or-http: src/server/data/usesService.ts → src/server/services/gifts.ts',
  'domain-imports-no-layer-above: src/server/domain/usesData.ts → src/server/data/rows.ts',
  'email-imports-no-services: src/email/UsesService.tsx → src/server/services/gifts.ts',
  'lib-imports-no-layer-above: src/lib/usesComponents.ts → src/components/View.tsx',
  'lib-imports-no-layer-above: src/lib/usesServer.ts → src/server/queries/read.ts',
  'no-circular: src/server/services/cycleA.ts → src/server/services/cycleB.ts',
  'payload-config-only-from-the-app: src/server/services/usesConfig.ts → payload.config.ts',
  'services-import-no-collections: src/server/services/usesHook.ts → src/collections/Gifts/hooks/onChange.ts',
  'services-import-no-http: src/server/services/usesHttp.ts → src/server/http/respond.ts',
]

describe('layers that point one way (.dependency-cruiser.cjs, cruised on a fixture)', () => {
  let fixture = ''
  let violations: string[] = []

  beforeAll(async () => {
    fixture = mkdtempSync(path.join(tmpdir(), 'layers-'))
    for (const [file, text] of Object.entries(FIXTURE)) {
      mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true })
      writeFileSync(path.join(fixture, file), `${text}\n`)
    }
    const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as IConfiguration
    // Modules are named relative to baseDir, as `npm run lint:deps` names them relative to the repository.
    const { output } = await cruise(['src', 'payload.config.ts'], { baseDir: fixture, validate: true, ruleSet: { forbidden: config.forbidden }, tsPreCompilationDeps: true })
    violations = (output as ICruiseResult).summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`)
  }, 30_000)

  afterAll(() => rmSync(fixture, { recursive: true, force: true }))

  it.each(CAUGHT)('catches %s', (violation) => {
    expect(violations).toContain(violation)
  })

  it('flags nothing else: the allowed directions pass', () => {
    expect([...violations].sort()).toEqual([...CAUGHT].sort())
  })

  it('raw SQL lives in src/server/data only', () => {
    const offending = [...sources('src/server/services'), ...sources('src/server/http')].filter(({ text }) => /\bpoolOf\b|\.query\s*[<(]/.test(text)).map(({ file }) => file)
    expect(offending).toEqual([])
  })
})

describe('SQL rows checked against payload-types.ts', () => {
  it('columns are named as the Postgres adapter names them', () => {
    expect(columnName('createdAt')).toBe('created_at')
    expect(columnName('amount_cents')).toBe('amount_cents')
    expect(columnName('id')).toBe('id')
    expectTypeOf(columnName('updatedAt')).toEqualTypeOf<'updated_at'>()
  })

  it('a row has what node-postgres returns: Date for timestamps, text for numeric, null for empty fields', () => {
    expectTypeOf<SqlRow<Donation, 'createdAt' | 'amount_cents' | 'donor_name' | 'status', 'createdAt', 'amount_cents'>>().toEqualTypeOf<{
      created_at: Date
      amount_cents: string
      donor_name: string | null
      status: Donation['status']
    }>()
    expectTypeOf<DonationRow>().toEqualTypeOf<{
      id: number
      created_at: Date
      amount_cents: string
      currency: string
      donor_name: string | null
      donor_email: string | null
      is_recurring: boolean | null
      status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'refunded' | 'voided' | 'disputed' | 'abandoned'
      dedication_note: string | null
      refunded_cents: string | null
      subscription_canceled_at: Date | null
      method: 'card' | 'check' | 'cash' | 'stock' | 'other'
      received_on: string | null
      check_number: string | null
      note: string | null
      history: NonNullable<Donation['history']> | null
      dispute_id: string | null
      dispute_status: string | null
      dispute_amount_cents: string | null
      dispute_reason: string | null
      dispute_evidence_due_by: Date | null
      renewal_failed_at: Date | null
      failure_reason: string | null
      fee_covered_cents: string | null
      is_anonymous: boolean | null
      kept_cents: string
      tribute_kind: 'honor' | 'memory' | null
      tribute_honoree_name: string | null
      tribute_notify_name: string | null
      tribute_notify_email: string | null
      tribute_card_queued_at: Date | null
      acknowledgement_queued_at: Date | null
      acknowledgement_sent_at: Date | null
      acknowledgement_sent_by: 'email' | 'post' | null
      campaign_title: string | null
      gift_import_id: number | null
    }>()
  })
})

describe('recordId: ids from the outside world', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2_147_483_647],
    ['2147483648', null],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['abc', null],
    ['', null],
    ['01', null],
    ['99999999999', null],
  ])('%j → %j', (raw, id) => {
    expect(recordId(raw)).toBe(id)
  })
})
