import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { endpoints } from '@/contracts/endpoints'
import { createSponsorTierEndpoint } from '@/contracts/sponsors'
import { SponsorTiers } from '@/collections/SponsorTiers'
import { sponsorTierFormSchema } from '@/contracts/adminForms'
import { buildOpenApiDocument } from '@/contracts/openapi'
import { readJson } from '@/server/http/body'
import { apiRoute } from '@/server/http/handler'

/** The sponsor tier name's limit; another run of this file expects the limit it edited in. */
const LIMIT = Number(process.env.EXPECTED_SPONSOR_NAME_MAX ?? 200)
const MESSAGE = `Please keep this under ${LIMIT} characters`
const CONTRACT = 'src/contracts/sponsors.ts'
const DECLARATION = "requiredText('Name is required', 200)"

/** What the staff dialog shows for a name. */
function formMessage(name: string): string | undefined {
  const result = sponsorTierFormSchema.safeParse({ name, amount: '10', benefits: '', is_active: true })
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === 'name')?.message
}

/** What POST /api/sponsors/admin answers for a name: its handler's parsing, through its wrapper. */
async function apiMessage(name: string): Promise<string | undefined> {
  const route = apiRoute(
    async (request) => {
      await readJson(request, createSponsorTierEndpoint.body)
      return Response.json({ parsed: true })
    },
    () => undefined,
  )
  const request = new Request('http://site.test/api/sponsors/admin', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name, amount_cents: 100 }) })
  const body = (await (await route(request, { params: Promise.resolve({}) })).json()) as { fields?: Record<string, string> }
  return body.fields?.name
}

/** What /cms (Payload's validation of the collection's field) answers for a name. */
function cmsMessage(name: string): string | undefined {
  const field = SponsorTiers.fields.find((f) => 'name' in f && f.name === 'name') as { validate: (value: unknown) => true | string }
  const outcome = field.validate(name)
  return outcome === true ? undefined : outcome
}

/** The maxLength OpenAPI gives the name in POST /api/sponsors/admin. */
function openApiLimit(): unknown {
  const doc = buildOpenApiDocument('http://site.test', endpoints) as unknown as {
    paths: Record<string, { post: { requestBody: { content: { 'application/json': { schema: { properties: { name: { maxLength: number } } } } } } } }>
  }
  return doc.paths['/api/sponsors/admin']!.post.requestBody.content['application/json'].schema.properties.name.maxLength
}

describe('the sponsor tier name limit, declared once in the contract', () => {
  it('is what the dialog, /api, /cms and OpenAPI enforce', async () => {
    const tooLong = 'x'.repeat(LIMIT + 1)
    const longest = 'x'.repeat(LIMIT)
    expect(formMessage(tooLong)).toBe(MESSAGE)
    expect(await apiMessage(tooLong)).toBe(MESSAGE)
    expect(cmsMessage(tooLong)).toBe(MESSAGE)
    expect(openApiLimit()).toBe(LIMIT)
    expect([formMessage(longest), await apiMessage(longest), cmsMessage(longest)]).toEqual([undefined, undefined, undefined])
  })
})

describe('changing the limit in the contract file', () => {
  it('changes the dialog’s message, the /api answer, /cms validation and OpenAPI with it', () => {
    const root = process.cwd()
    expect(readFileSync(path.join(root, CONTRACT), 'utf8')).toContain(DECLARATION)
    const copy = mkdtempSync(path.join(tmpdir(), 'rule-'))
    try {
      for (const entry of ['src', 'tests/unit', 'tests/support/slowestFiles.ts', 'vitest.unit.config.ts', 'tsconfig.json', 'package.json', 'payload.config.ts']) {
        cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true })
      }
      symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'))
      const contract = path.join(copy, CONTRACT)
      writeFileSync(contract, readFileSync(contract, 'utf8').replace(DECLARATION, "requiredText('Name is required', 120)"))
      const run = spawnSync(
        process.execPath,
        [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'vitest.unit.config.ts', 'tests/unit/rule-in-one-place.test.ts', '-t', 'is what the dialog'],
        { cwd: copy, env: { ...process.env, EXPECTED_SPONSOR_NAME_MAX: '120' }, encoding: 'utf8', timeout: 120_000 },
      )
      expect(run.status, run.stdout + run.stderr).toBe(0)
      expect(run.stdout).toMatch(/1 passed/)
    } finally {
      rmSync(copy, { recursive: true, force: true })
    }
  }, 150_000)
})
