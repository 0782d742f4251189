import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { freePort, startEmbeddedPostgres } from '../../scripts/embedded-db.mjs'
import { TEST_ADMIN, TEST_PAYLOAD_SECRET } from '../support/constants.mjs'
import { cmsLogin, http } from '../support/http'
import { getTestPayload, uniqueEmail } from '../support/payload'
import { runToEnd } from '../support/process'
import { testStack } from '../support/stack'

describe('production start on an empty database (DATABASE_URL set)', () => {
  it('applied the committed migrations', async () => {
    const client = new pg.Client({ connectionString: testStack().databaseURL })
    await client.connect()
    const { rows } = await client.query<{ name: string; batch: number }>('SELECT name, batch FROM payload_migrations ORDER BY name')
    await client.end()
    expect(rows.map((r) => r.name)).toContain('20261122_015632_initial')
    expect(rows.every((r) => r.batch > 0)).toBe(true) // never a dev "push"
  })

  it('created the first staff account from ADMIN_EMAIL / ADMIN_PASSWORD', async () => {
    const payload = await getTestPayload()
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: TEST_ADMIN.email } } })
    expect(docs.map((u) => u.email)).toEqual([TEST_ADMIN.email])
    expect(await cmsLogin()).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
  })

  it('answers /api/health', async () => {
    const response = await http('/api/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('serves the layout shell and Payload’s login at /cms', async () => {
    const home = await (await http('/')).text()
    expect(home).toContain('From Loss to Light')
    expect(home).toContain('Skip to content')
    const cms = await http('/cms')
    expect([200, 307]).toContain(cms.status)
    const login = await http('/cms/login')
    expect(login.status).toBe(200)
    expect(await login.text()).toContain('email')
  })
})

describe('production start refuses to run unsafely', () => {
  const startWith = async (databaseURL: string, extra: Record<string, string>) => {
    const port = await freePort()
    const { PAYLOAD_SECRET: _s, ADMIN_EMAIL: _e, ADMIN_PASSWORD: _p, ...rest } = process.env
    const env = { ...rest, NODE_ENV: 'production' as const, DATABASE_URL: databaseURL, ...extra }
    return runToEnd('node', ['scripts/with-db.mjs', 'next', 'start', '-p', String(port)], env)
  }

  it('without PAYLOAD_SECRET', async () => {
    const result = await startWith(testStack().databaseURL, {})
    expect(result.code).not.toBe(0)
    expect(result.output).toContain('PAYLOAD_SECRET must be set in production')
  })

  it('on an empty database without ADMIN_EMAIL / ADMIN_PASSWORD (no stranger may claim /cms)', async () => {
    const admin = new pg.Client({ connectionString: testStack().databaseURL })
    await admin.connect()
    const name = `empty_${Date.now()}`
    await admin.query(`CREATE DATABASE ${name}`)
    const url = testStack().databaseURL.replace(/\/[^/]+$/, `/${name}`)
    const result = await startWith(url, { PAYLOAD_SECRET: TEST_PAYLOAD_SECRET })
    expect(result.code).not.toBe(0)
    expect(result.output).toContain('No staff account exists. Set ADMIN_EMAIL and ADMIN_PASSWORD')
    const check = new pg.Client({ connectionString: url })
    await check.connect()
    const users = await check.query('SELECT count(*)::int AS n FROM users')
    await check.end()
    expect(users.rows[0].n).toBe(0)
    await admin.query(`DROP DATABASE ${name}`)
    await admin.end()
  })
})

describe('staff sign-in', () => {
  it('locks strangers out after 5 failed attempts, even for the right password, without saying so', async () => {
    const payload = await getTestPayload()
    const email = uniqueEmail('lockout')
    await payload.create({ collection: 'users', data: { email, password: 'the-right-password-1', role: 'content' } })
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await http('/cms/api/users/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'wrong-password' }),
      })
      expect(wrong.status).toBe(401)
    }
    const right = await http('/cms/api/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'the-right-password-1' }),
    })
    expect(right.status).toBe(401)
    expect(await right.json()).toEqual({ errors: [{ message: 'The email or password provided is incorrect.' }] })
  })

  it('revokes the token on logout (server-side sessions)', async () => {
    const token = await cmsLogin()
    const me = async () => ((await (await http('/cms/api/users/me', { headers: { Authorization: `JWT ${token}` } })).json()) as { user: { email: string } | null }).user
    expect((await me())?.email).toBe(TEST_ADMIN.email)
    const logout = await http('/cms/api/users/logout', { method: 'POST', headers: { Authorization: `JWT ${token}` } })
    expect(logout.status).toBe(200)
    expect(await me()).toBeNull()
  })
})

describe('embedded PostgreSQL', () => {
  it('keeps its data across a stop and a start', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lll-persist-'))
    try {
      const first = await startEmbeddedPostgres({ dataDir })
      const a = new pg.Client({ connectionString: first.url })
      await a.connect()
      await a.query('CREATE TABLE kept (note text)')
      await a.query("INSERT INTO kept VALUES ('still here')")
      await a.end()
      await first.stop()

      const second = await startEmbeddedPostgres({ dataDir })
      const b = new pg.Client({ connectionString: second.url })
      await b.connect()
      const { rows } = await b.query<{ note: string }>('SELECT note FROM kept')
      await b.end()
      await second.stop()
      expect(rows).toEqual([{ note: 'still here' }])
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
