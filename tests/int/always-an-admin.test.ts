import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { LAST_ADMIN_MESSAGE } from '@/contracts/staff'

import { TEST_ADMIN } from '../support/constants.mjs'
import { freshAddress } from '../support/http'
import { uniqueEmail } from '../support/payload'
import { type Stack, startStack } from '../support/startStack'

/**
 * Two admins, the only active ones, each take the other's admin role away (or deactivate, or
 * delete the other) at the same moment, through /api and through /cms: one wins, the other is
 * refused by the last admin rule, and the foundation is never left without an active admin. A
 * stack of its own: the race needs every other admin gone, which the other files on a worker's
 * stack would not survive.
 */
const ROUNDS = 20
/** Each deletion round makes a new admin (a sign-in's password hashing): fewer rounds. */
const DELETION_ROUNDS = 10
const PASSWORD = 'a long enough password 33'
let stack: Stack

type Admin = { id: number; email: string; token: string }
type Door = 'api' | 'cms'
type Answer = { status: number; message: string }

const send = (method: string, path: string, token: string, body?: unknown) =>
  fetch(`${stack.baseURL}${path}`, {
    method,
    headers: { 'X-Forwarded-For': freshAddress(), Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

async function signIn(email: string, password = PASSWORD): Promise<string> {
  const response = await fetch(`${stack.baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'X-Forwarded-For': freshAddress(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  expect(response.status, `sign-in of ${email}`).toBe(200)
  return ((await response.json()) as { access_token: string }).access_token
}

/** What one admin does to the other: a change (PATCH) or, through /cms only, a deletion. */
type Removal = { role: 'content' } | { active: false } | 'delete'

/** `by` removes account `id` as an admin through one door; the answer's status and the reason it gives. */
async function remove(door: Door, by: Admin, id: number, removal: Removal): Promise<Answer> {
  const path = door === 'api' ? `/api/admin/staff/${id}` : `/cms/api/users/${id}`
  const response = removal === 'delete' ? await send('DELETE', path, by.token) : await send('PATCH', path, by.token, removal)
  const body = (await response.json()) as { detail?: string; errors?: { message?: string }[] }
  // /api answers problem details; Payload's REST a list of errors, whose message /cms shows.
  const message = body.detail ?? body.errors?.[0]?.message ?? ''
  return { status: response.status, message }
}

/** `by` changes account `id` through /api and it succeeds (putting a round's loser back). */
async function restore(by: Admin, id: number, data: Record<string, unknown>): Promise<void> {
  const response = await send('PATCH', `/api/admin/staff/${id}`, by.token, data)
  expect(response.status).toBe(200)
}

/** A statement on the stack's database, for the fixtures and the final word on who is an admin. */
async function query<R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: stack.databaseURL })
  await client.connect()
  try {
    return (await client.query<R>(text, values)).rows
  } finally {
    await client.end()
  }
}

/** The accounts that can act as admins now, read from the database itself. */
const activeAdmins = async (): Promise<number[]> => (await query<{ id: number }>(`SELECT id FROM users WHERE role = 'admin' AND active IS NOT FALSE ORDER BY id`)).map((row) => row.id)

async function newAdmin(by: string): Promise<Admin> {
  const email = uniqueEmail('racing-admin')
  const response = await send('POST', '/cms/api/users', by, { email, password: PASSWORD, role: 'admin' })
  expect(response.status).toBe(201)
  const { doc } = (await response.json()) as { doc: { id: number } }
  return { id: doc.id, email, token: await signIn(email) }
}

/** The two racing admins, the only active ones between rounds. */
let pair: [Admin, Admin]
const pairIds = () => pair.map((admin) => admin.id).sort((a, b) => a - b)

beforeAll(async () => {
  stack = await startStack({ TRUSTED_PROXY_HOPS: '1', SCHEDULED_JOBS: 'false', JOBS_AUTORUN: 'false' })
  const startUpAdmin = await signIn(TEST_ADMIN.email, TEST_ADMIN.password)
  pair = [await newAdmin(startUpAdmin), await newAdmin(startUpAdmin)]
}, 180_000)
// Each test starts from the same place, whatever the one before left (on the old code, no admin):
// the pair are the only active admins (the start-up account steps down), freshly signed in.
beforeEach(async () => {
  await query(`UPDATE users SET role = 'admin', active = true WHERE id = ANY($1)`, [pairIds()])
  await query(`UPDATE users SET role = 'content' WHERE role = 'admin' AND id <> ALL($1)`, [pairIds()])
  for (const admin of pair) admin.token = await signIn(admin.email)
  expect(await activeAdmins()).toEqual(pairIds())
})
afterAll(async () => {
  await stack?.stop()
})

/**
 * One round: each admin of the pair removes the other at once. Exactly one is refused (a 4xx);
 * afterwards the winner is the one active admin. Returns the winner, the loser, and whether the
 * loser's request met the winner's inside the server (refused by the rule, as in every round
 * measured) rather than arriving after it.
 */
async function race(door: Door, removal: Removal): Promise<{ winner: Admin; loser: Admin; byTheRule: boolean }> {
  const [a, b] = pair
  const [againstB, againstA] = await Promise.all([remove(door, a, b.id, removal), remove(door, b, a.id, removal)])
  const admins = await activeAdmins()
  const what = `${door} ${JSON.stringify(removal)}: answers ${againstB.status} and ${againstA.status}, active admins [${admins}]`
  expect(admins.length, what).toBeGreaterThanOrEqual(1)
  expect(
    [againstB.status, againstA.status].filter((status) => status === 200),
    what,
  ).toHaveLength(1)
  const [winner, loser, refusal] = againstB.status === 200 ? [a, b, againstA] : [b, a, againstB]
  expect(refusal.status, what).toBeGreaterThanOrEqual(400)
  expect(refusal.status, what).toBeLessThan(500)
  // Refused by the last admin rule (409 from /api, 400 from Payload's REST), unless the winner's
  // deactivation or deletion had already ended the loser's session (401 or 403: no race then).
  const byTheRule = refusal.status !== 401 && refusal.status !== 403
  if (byTheRule) expect(refusal, what).toEqual({ status: door === 'api' ? 409 : 400, message: LAST_ADMIN_MESSAGE })
  expect(admins, what).toEqual([winner.id])
  return { winner, loser, byTheRule }
}

describe('two admins removing each other at the same moment', () => {
  for (const door of ['api', 'cms'] as const) {
    it(`through /${door}: demoting each other ${ROUNDS} times, one is always refused and an admin remains`, { timeout: 120_000 }, async () => {
      let races = 0
      for (let round = 0; round < ROUNDS; round++) {
        // Refused by the rule when both requests met in the server; on a busy machine the loser's
        // may arrive once the winner's is done, and a demoted admin may no longer manage staff (403).
        const { winner, loser, byTheRule } = await race(door, { role: 'content' })
        if (byTheRule) races++
        await restore(winner, loser.id, { role: 'admin' })
      }
      expect(races, 'rounds in which both requests met in the server').toBeGreaterThan(0)
      expect(await activeAdmins()).toEqual(pairIds())
    })

    it(`through /${door}: deactivating each other ${ROUNDS} times, one is always refused and an admin remains`, { timeout: 120_000 }, async () => {
      let races = 0
      for (let round = 0; round < ROUNDS; round++) {
        const { winner, loser, byTheRule } = await race(door, { active: false })
        if (byTheRule) races++
        await restore(winner, loser.id, { active: true })
        loser.token = await signIn(loser.email) // the deactivation ended the loser's sessions
      }
      expect(races, 'rounds in which both requests met in the server').toBeGreaterThan(0)
      expect(await activeAdmins()).toEqual(pairIds())
    })
  }

  it(`through /cms: deleting each other ${DELETION_ROUNDS} times, one is always refused and an admin remains`, { timeout: 120_000 }, async () => {
    let races = 0
    for (let round = 0; round < DELETION_ROUNDS; round++) {
      const { winner, byTheRule } = await race('cms', 'delete')
      if (byTheRule) races++
      pair = [winner, await newAdmin(winner.token)] // the loser's account is gone: a new admin joins
    }
    expect(races, 'rounds in which both requests met in the server').toBeGreaterThan(0)
    expect(await activeAdmins()).toEqual(pairIds())
  })
})
