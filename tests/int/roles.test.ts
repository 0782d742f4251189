import { createRequire } from 'node:module'

import pg from 'pg'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { endpoints } from '@/contracts/endpoints'
import { roleMayUse, STAFF_ROLES, type StaffRole } from '@/contracts/roles'
import { migrations } from '@/migrations'

import { TEST_ADMIN } from '../support/constants.mjs'
import { apiLogin, bearer, http, sendJson } from '../support/http'
import { getTestPayload, uniqueEmail } from '../support/payload'
import { jobsSettled } from '../support/jobs'
import { testStack } from '../support/stack'

const PASSWORD = 'a-long-enough-password-1'
const MISSING_ID = '999999999'
let payload: Payload
const tokens = {} as Record<StaffRole, string>
const emails = {} as Record<StaffRole, string>

/** Counts and last changes of every table a staff endpoint could write. */
async function fingerprint(): Promise<string> {
  const client = new pg.Client({ connectionString: testStack().databaseURL })
  await client.connect()
  try {
    const tables = ['donations', 'events', 'gallery_photos', 'sponsor_tiers', 'rsvps', 'contact_messages', 'users', 'payload_jobs']
    const rows = await Promise.all(tables.map(async (table) => (await client.query(`SELECT count(*)::text AS n, max(updated_at)::text AS at FROM ${table}`)).rows[0]))
    return JSON.stringify(rows)
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
  for (const role of STAFF_ROLES) {
    emails[role] = role === 'admin' ? TEST_ADMIN.email : uniqueEmail(role)
    if (role !== 'admin') await payload.create({ collection: 'users', data: { email: emails[role], password: PASSWORD, role } })
    tokens[role] = role === 'admin' ? await apiLogin() : await apiLogin(emails[role], PASSWORD)
  }
})

const STAFF_ENDPOINTS = endpoints.filter((endpoint) => endpoint.access === 'staff')

describe('each role against every declared staff endpoint', () => {
  it('every staff endpoint declares its role area', () => {
    expect(STAFF_ENDPOINTS.length).toBeGreaterThan(25)
    for (const endpoint of STAFF_ENDPOINTS) expect(['account', 'admin', 'fundraising', 'content', 'review', 'tickets', 'door']).toContain(endpoint.role)
    const areaOf = (key: string) => STAFF_ENDPOINTS.find((e) => `${e.method} ${e.path}` === key)?.role
    expect(areaOf('POST /api/donations/{id}/refund')).toBe('fundraising')
    expect(areaOf('GET /api/donations/export.csv')).toBe('fundraising')
    expect(areaOf('POST /api/admin/events')).toBe('content')
    expect(areaOf('GET /api/admin/messages')).toBe('content')
    expect(areaOf('GET /api/admin/audit')).toBe('admin')
    // One's own account is every role's, the reviewer's too; nothing else is declared for "any staff".
    expect(areaOf('GET /api/auth/me')).toBe('account')
    expect(areaOf('POST /api/auth/logout')).toBe('account')
    expect(areaOf('POST /api/admin/events/{id}/check-in')).toBe('door')
    expect(areaOf('GET /api/admin/events/{id}/orders')).toBe('tickets')
  })

  for (const role of STAFF_ROLES) {
    it(`${role}: 403 with a clear detail outside the role, and nothing changes`, async () => {
      await jobsSettled(testStack().databaseURL) // mail queued by earlier steps is not this test's change
      const before = await fingerprint()
      const refused = STAFF_ENDPOINTS.filter((endpoint) => !roleMayUse(role, endpoint.role))
      if (role === 'admin') expect(refused).toEqual([])
      else expect(refused.length).toBeGreaterThan(5)
      for (const endpoint of refused) {
        const path = endpoint.path.replace(/\{\w+\}/g, '1')
        const response = endpoint.method === 'GET' ? await http(path, { headers: bearer(tokens[role]) }) : await sendJson(endpoint.method, path, {}, tokens[role])
        expect(response.status, `${endpoint.method} ${path}`).toBe(403)
        const { detail } = (await response.json()) as { detail: string }
        expect(detail).toMatch(/^Your role \((Content|Fundraising|Reviewer|Door)\) does not include .+\. Ask an admin if you need it\.$/)
      }
      expect(await fingerprint()).toBe(before)
    })

    it(`${role}: is let through (not 403) where the role covers it`, async () => {
      // Ids that do not exist and empty bodies: let through, the answer is a 404 or a 422, never a change.
      // (Not one's own account's: signing out would end the token this test goes on with.)
      const allowed = STAFF_ENDPOINTS.filter((e) => roleMayUse(role, e.role) && e.role !== 'account' && !(e.method === 'POST' && /purge|reconcile/.test(e.path)))
      for (const endpoint of allowed) {
        const path = endpoint.path.replace(/\{\w+\}/g, MISSING_ID)
        const response = endpoint.method === 'GET' ? await http(path, { headers: bearer(tokens[role]) }) : await sendJson(endpoint.method, path, {}, tokens[role])
        expect(response.status, `${endpoint.method} ${path}`).not.toBe(403)
        expect(response.status, `${endpoint.method} ${path}`).toBeLessThan(500)
        await response.body?.cancel()
      }
    })
  }

  it('/api/auth/me tells each account its role', async () => {
    for (const role of STAFF_ROLES) {
      const me = await http('/api/auth/me', { headers: bearer(tokens[role]) })
      expect(await me.json()).toEqual({ id: expect.any(Number), email: emails[role], role, two_step_enabled: false })
    }
  })
})

/** Payload's REST, as /cms uses it: which role may read and write which collection. */
// `none`: no role reads it through /cms/api (its files are served only through audited routes).
const CMS_READS: Record<string, { area: 'fundraising' | 'content' | 'admin' | 'review' | 'none'; publicSubset?: boolean }> = {
  donations: { area: 'fundraising' },
  'stripe-events': { area: 'fundraising' },
  rsvps: { area: 'content' },
  'contact-messages': { area: 'content' },
  events: { area: 'content', publicSubset: true },
  'gallery-photos': { area: 'content', publicSubset: true },
  'sponsor-tiers': { area: 'content', publicSubset: true },
  'audit-entries': { area: 'admin' },
  'scholarship-rounds': { area: 'review' },
  'scholarship-applications': { area: 'admin' },
  'scholarship-recommendations': { area: 'admin' },
  'scholarship-reviews': { area: 'admin' },
  'scholarship-files': { area: 'none' },
}

const cms = (method: string, path: string, token: string, body?: unknown) =>
  http(`/cms/api${path}`, {
    method,
    headers: { Authorization: `JWT ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })

describe('each role against every /cms/api collection', () => {
  for (const role of STAFF_ROLES) {
    it(`${role}: reads what the role covers; elsewhere 403 or only what the public sees`, async () => {
      for (const [slug, rule] of Object.entries(CMS_READS)) {
        const response = await cms('GET', `/${slug}?limit=1`, tokens[role])
        if (rule.area !== 'none' && roleMayUse(role, rule.area)) expect(response.status, slug).toBe(200)
        else if (rule.publicSubset) expect(response.status, slug).toBe(200)
        else expect(response.status, slug).toBe(403)
        await response.body?.cancel()
      }
      const users = await cms('GET', '/users?limit=100', tokens[role])
      // A reviewer and the door have no part of /cms, not even their own account (theirs is /admin/account).
      if (role === 'reviewer' || role === 'door') return expect(users.status).toBe(403)
      const { docs } = (await users.json()) as { docs: { email: string }[] }
      if (role === 'admin') expect(docs.length).toBeGreaterThanOrEqual(3)
      else expect(docs.map((u) => u.email)).toEqual([emails[role]])
    })
  }

  it('content cannot write gifts; fundraising cannot write events; no one writes the audit trail', async () => {
    const before = await fingerprint()
    expect((await cms('POST', '/donations', tokens.content, { amount_cents: 500, status: 'succeeded', method: 'check' })).status).toBe(403)
    expect((await cms('POST', '/events', tokens.fundraising, { title: 'Nope', start_at: new Date().toISOString(), location: 'x' })).status).toBe(403)
    expect((await cms('POST', '/sponsor-tiers', tokens.fundraising, { name: 'Nope', amount_cents: 100 })).status).toBe(403)
    expect((await cms('POST', '/users', tokens.content, { email: uniqueEmail('sneaky'), password: PASSWORD, role: 'admin' })).status).toBe(403)
    expect(await fingerprint()).toBe(before)
    for (const role of STAFF_ROLES) {
      expect((await cms('POST', '/audit-entries', tokens[role], { action: 'forged' })).status).toBe(403)
    }
  })

  it('a staff member cannot raise their own role or reactivate themselves through /cms', async () => {
    const [self] = (await payload.find({ collection: 'users', where: { email: { equals: emails.content } } })).docs
    const response = await cms('PATCH', `/users/${self!.id}`, tokens.content, { role: 'admin', active: true })
    await response.body?.cancel()
    const after = await payload.findByID({ collection: 'users', id: self!.id })
    expect(after.role).toBe('content')
  })
})

describe('the foundation keeps an admin', () => {
  it('an admin cannot delete their own account through /cms; it stays an admin', async () => {
    const [self] = (await payload.find({ collection: 'users', where: { email: { equals: TEST_ADMIN.email } } })).docs
    const response = await cms('DELETE', `/users/${self!.id}`, tokens.admin)
    expect(response.status).toBe(400) // Payload names the field: "The following field is invalid: role"
    await response.body?.cancel()
    expect((await payload.findByID({ collection: 'users', id: self!.id })).role).toBe('admin')
  })
})

describe('the audit trail', () => {
  it('records a staff write with who, what, which fields and from where, and no donor data', async () => {
    const address = '203.0.113.77'
    const created = await http('/api/admin/events', {
      method: 'POST',
      headers: { ...bearer(tokens.content), 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify({ title: 'Audited walk', start_at: '2031-09-11T14:00:00Z', location: 'The park' }),
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }
    const list = await http(`/api/admin/audit?actor=${encodeURIComponent(emails.content)}&action=create`, { headers: bearer(tokens.admin) })
    expect(list.status).toBe(200)
    const entries = (await list.json()) as { actor_email: string; action: string; target: string; address: string }[]
    expect(entries[0]).toMatchObject({ actor_email: emails.content, action: 'create', target: `events #${id}`, address })
    const csv = await http(`/api/admin/audit.csv?actor=${encodeURIComponent(emails.content)}`, { headers: bearer(tokens.admin) })
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(await csv.text()).toContain(`${emails.content},create,events #${id}`)
  })

  it('is read by admins only, and nobody can change or delete an entry, not even with SQL', async () => {
    expect((await http('/api/admin/audit', { headers: bearer(tokens.fundraising) })).status).toBe(403)
    const [entry] = (await payload.find({ collection: 'audit-entries', limit: 1 })).docs
    expect(entry).toBeDefined()
    expect((await cms('PATCH', `/audit-entries/${entry!.id}`, tokens.admin, { action: 'rewritten' })).status).toBe(403)
    expect((await cms('DELETE', `/audit-entries/${entry!.id}`, tokens.admin)).status).toBe(403)
    const client = new pg.Client({ connectionString: testStack().databaseURL })
    await client.connect()
    try {
      await expect(client.query('UPDATE audit_entries SET action = $1 WHERE id = $2', ['rewritten', entry!.id])).rejects.toThrow(/append-only/)
      await expect(client.query('DELETE FROM audit_entries WHERE id = $1', [entry!.id])).rejects.toThrow(/append-only/)
    } finally {
      await client.end()
    }
    expect((await payload.findByID({ collection: 'audit-entries', id: entry!.id })).action).toBe(entry!.action)
  })

  it('records failed and successful sign-ins with the address', async () => {
    const address = '198.51.100.23'
    const wrong = await http('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify({ email: emails.fundraising, password: 'wrong-password' }),
    })
    expect(wrong.status).toBe(401)
    const { docs } = await payload.find({ collection: 'audit-entries', where: { and: [{ action: { equals: 'sign-in.failed' } }, { address: { equals: address } }] } })
    expect(docs.map((d) => d.actor_email)).toEqual([emails.fundraising])
    const [user] = (await payload.find({ collection: 'users', where: { email: { equals: emails.fundraising } } })).docs
    expect(user!.last_sign_in_at).toEqual(expect.any(String))
  })

  it('bad filters are a 422 with the field', async () => {
    const response = await http('/api/admin/audit?from=yesterday', { headers: bearer(tokens.admin) })
    expect(response.status).toBe(422)
    expect(((await response.json()) as { fields: Record<string, string> }).fields.from).toBe('Use a date like 2031-09-11.')
  })
})

describe('who is an admin', () => {
  it('the first account made at start-up is an admin', async () => {
    const [first] = (await payload.find({ collection: 'users', where: { email: { equals: TEST_ADMIN.email } } })).docs
    expect(first!.role).toBe('admin')
  })

  it('accounts made before roles existed become admins by migration; new ones start as content', async () => {
    const admin = new pg.Client({ connectionString: testStack().databaseURL })
    await admin.connect()
    const database = `roles_migration_${Date.now()}`
    await admin.query(`CREATE DATABASE ${database}`)
    const url = new URL(testStack().databaseURL)
    url.pathname = `/${database}`
    const client = new pg.Client({ connectionString: url.toString() })
    await client.connect()
    try {
      // The committed migrations, run in order through the SQL they hold (drizzle's own dialect).
      const require = createRequire(createRequire(import.meta.url).resolve('@payloadcms/db-postgres'))
      const { PgDialect } = require('drizzle-orm/pg-core') as { PgDialect: new () => { sqlToQuery: (sql: unknown) => { sql: string; params: unknown[] } } }
      const dialect = new PgDialect()
      const db = {
        execute: async (statement: unknown) => {
          const q = dialect.sqlToQuery(statement)
          await client.query(q.sql, q.params)
        },
      }
      const rolesAt = migrations.findIndex((m) => m.name.endsWith('_staff_roles_audit'))
      expect(rolesAt).toBeGreaterThan(0)
      for (const migration of migrations.slice(0, rolesAt)) await migration.up({ db } as never)
      await client.query(`INSERT INTO users (email, hash, salt) VALUES ('early@test.example.org', 'x', 'y')`)
      for (const migration of migrations.slice(rolesAt)) await migration.up({ db } as never)
      await client.query(`INSERT INTO users (email, hash, salt) VALUES ('later@test.example.org', 'x', 'y')`)
      const { rows } = await client.query<{ email: string; role: string; active: boolean }>('SELECT email, role, active FROM users ORDER BY id')
      expect(rows).toEqual([
        { email: 'early@test.example.org', role: 'admin', active: true },
        { email: 'later@test.example.org', role: 'content', active: true },
      ])
    } finally {
      await client.end()
      await admin.query(`DROP DATABASE ${database}`)
      await admin.end()
    }
  })
})
