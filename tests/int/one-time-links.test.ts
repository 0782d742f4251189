import { createHash, randomUUID } from 'node:crypto'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { INVITATION_ACCEPTED } from '@/contracts/staff'
import { poolOf } from '@/lib/postgres'
import { migrations } from '@/migrations'
import { issueLink, redeemLink, releaseLink, revokeLinks } from '@/server/services/links/oneTimeLinks'
import { inTransaction } from '@/server/transaction'

import { freshAddress, postJson } from '../support/http'
import { getTestPayload, uniqueEmail } from '../support/payload'

// The one shape of one-time emailed links (src/server/services/links/oneTimeLinks.ts), on the
// shared app's PostgreSQL: a hash stored, a purpose, an expiry, single use, and of two uses at
// once exactly one wins. The flows that use it are tested in their own files (staff,
// fundraisers, scholarships-apply, donor-links).

let payload: Payload
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const subject = () => `user:${Math.floor(Math.random() * 1e9) + 1}`
const rowOf = async (token: string) => (await poolOf(payload).query(`SELECT * FROM one_time_links WHERE token_hash = $1`, [sha256(token)])).rows[0] as Record<string, unknown> | undefined

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('one-time links', () => {
  it('issue then redeem: the link opens its subject once; the table holds its hash, never the token', async () => {
    const who = subject()
    const token = await issueLink(payload, { purpose: 'staff-invitation', subject: who, ttlMs: 3_600_000 })
    expect(token).toMatch(/^[\w-]{43}$/)
    const row = await rowOf(token)
    expect(row).toMatchObject({ token_hash: sha256(token), purpose: 'staff-invitation', subject: who, used_at: null })
    expect((row!.expires_at as Date).getTime() - Date.now()).toBeGreaterThan(59 * 60_000)
    const everything = JSON.stringify((await poolOf(payload).query(`SELECT * FROM one_time_links`)).rows)
    expect(everything).not.toContain(token)

    // Looking does not use it up.
    expect(await redeemLink(payload, 'staff-invitation', token, { consume: false })).toMatchObject({ purpose: 'staff-invitation', subject: who })
    const redeemed = await redeemLink(payload, 'staff-invitation', token, { consume: true })
    expect(redeemed).toMatchObject({ purpose: 'staff-invitation', subject: who, expiresAt: expect.any(Date) })
    expect(redeemed!.expiresAt!.getTime()).toBe((row!.expires_at as Date).getTime())
    expect((await rowOf(token))!.used_at).toEqual(expect.any(Date))
  })

  it('a link used twice opens nothing the second time, nor when looked at', async () => {
    const token = await issueLink(payload, { purpose: 'fundraiser-edit', subject: `fundraiser:${randomUUID()}`, ttlMs: 3_600_000 })
    expect(await redeemLink(payload, 'fundraiser-edit', token, { consume: true })).not.toBeNull()
    expect(await redeemLink(payload, 'fundraiser-edit', token, { consume: true })).toBeNull()
    expect(await redeemLink(payload, 'fundraiser-edit', token, { consume: false })).toBeNull()
  })

  it('a link of another purpose opens nothing, and stays whole for its own', async () => {
    const token = await issueLink(payload, { purpose: 'fundraiser-confirm', subject: `fundraiser:${randomUUID()}`, ttlMs: 3_600_000 })
    expect(await redeemLink(payload, 'fundraiser-edit', token, { consume: true })).toBeNull()
    expect(await redeemLink(payload, 'staff-invitation', token, { consume: false })).toBeNull()
    expect(await redeemLink(payload, 'fundraiser-confirm', token, { consume: true })).not.toBeNull()
  })

  it('an expired link opens nothing (its expiry set in the past, no waiting)', async () => {
    const token = await issueLink(payload, { purpose: 'donor-manage', subject: `stripe-customer:cus_${randomUUID()}`, ttlMs: 3_600_000 })
    await poolOf(payload).query(`UPDATE one_time_links SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [sha256(token)])
    expect(await redeemLink(payload, 'donor-manage', token, { consume: false })).toBeNull()
    expect(await redeemLink(payload, 'donor-manage', token, { consume: true })).toBeNull()
    expect((await rowOf(token))!.used_at).toBeNull()
  })

  it('twenty redeems of one link at once: exactly one wins', async () => {
    const token = await issueLink(payload, { purpose: 'staff-invitation', subject: subject(), ttlMs: 3_600_000 })
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => redeemLink(payload, 'staff-invitation', token, { consume: true })))
    expect(outcomes.filter(Boolean)).toHaveLength(1)
  })

  it('two redeems racing inside transactions: one wins, and a rollback gives the link back', async () => {
    const token = await issueLink(payload, { purpose: 'fundraiser-edit', subject: `fundraiser:${randomUUID()}`, ttlMs: 3_600_000 })
    const attempt = () =>
      inTransaction(payload, async ({ req }) => {
        const link = await redeemLink(payload, 'fundraiser-edit', token, { consume: true, req })
        if (!link) throw new Error('no link')
        throw new Error('the work failed')
      }).catch((error: Error) => error.message)
    const first = await Promise.all([attempt(), attempt()])
    // Each rolled back: the one that had it gave it back before the other read it, or the other found it used.
    expect(first).toEqual(expect.arrayContaining(['the work failed']))
    expect((await rowOf(token))!.used_at).toBeNull()
    const wins = await Promise.all([0, 1].map(() => inTransaction(payload, ({ req }) => redeemLink(payload, 'fundraiser-edit', token, { consume: true, req }))))
    expect(wins.filter(Boolean)).toHaveLength(1)
    expect(wins.find(Boolean)?.expiresAt).toEqual(expect.any(Date))
  })

  it('a used link given back works again (Stripe did not answer)', async () => {
    const token = await issueLink(payload, { purpose: 'donor-manage', subject: `stripe-customer:cus_${randomUUID()}`, ttlMs: 3_600_000 })
    expect(await redeemLink(payload, 'donor-manage', token, { consume: true })).not.toBeNull()
    await releaseLink(payload, token)
    expect(await redeemLink(payload, 'donor-manage', token, { consume: true })).not.toBeNull()
  })

  it('a new link replaces the subject’s earlier ones, but the newest `keep`; revoking ends them all', async () => {
    const who = `application:${randomUUID()}`
    const tokens: string[] = []
    for (let i = 0; i < 4; i++) {
      tokens.push(await issueLink(payload, { purpose: 'scholarship-application', subject: who, ttlMs: null, replaces: { keep: 2 } }))
      // created_at orders them: a millisecond apart at least.
      await poolOf(payload).query(`UPDATE one_time_links SET created_at = created_at - make_interval(secs => $2) WHERE token_hash = $1`, [sha256(tokens[i]!), 10 - i])
    }
    const live = await Promise.all(tokens.map((token) => redeemLink(payload, 'scholarship-application', token, { consume: false })))
    expect(live.map(Boolean)).toEqual([false, true, true, true])
    expect(live[3]).toMatchObject({ subject: who, expiresAt: null })
    expect(await revokeLinks(payload, { subject: who, purposes: ['scholarship-application'] })).toBe(3)
    expect(await redeemLink(payload, 'scholarship-application', tokens[3]!, { consume: false })).toBeNull()
  })

  it('a link issued in a transaction that rolls back was never issued', async () => {
    let token = ''
    await inTransaction(payload, async ({ req }) => {
      token = await issueLink(payload, { purpose: 'staff-invitation', subject: subject(), ttlMs: 3_600_000, req })
      throw new Error('rolled back')
    }).catch(() => undefined)
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(await rowOf(token)).toBeUndefined()
  })
})

describe('the migration into one table', () => {
  it('moves the still-valid links of the four old shapes, so links already mailed keep working', { timeout: 30_000 }, async () => {
    const db = (payload.db as unknown as PostgresAdapter).drizzle
    const sql = poolOf(payload)
    const tag = randomUUID().slice(0, 8)
    const token = (letter: string) => `${letter}${randomUUID().replace(/-/g, '')}`.padEnd(43, letter)
    const [invitation, lateInvitation, edit, continueLink, letter, manage, usedManage] = ['i', 'j', 'e', 'c', 'l', 'm', 'u'].map(token) as [string, string, string, string, string, string, string]

    // The old shapes, as the app stored them before (the donor_links table as its own migration made it).
    const invitee = uniqueEmail('invitee')
    const user = await payload.create({
      collection: 'users',
      data: {
        email: invitee,
        password: randomUUID(),
        role: 'content',
        invited_at: new Date().toISOString(),
        invitation_token_hash: sha256(invitation),
        invitation_expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      },
    })
    const late = await payload.create({
      collection: 'users',
      data: { email: uniqueEmail('late'), password: randomUUID(), role: 'content', invitation_token_hash: sha256(lateInvitation), invitation_expires_at: new Date(Date.now() - 60_000).toISOString() },
    })
    const campaign = (
      await sql.query<{ id: number }>(`INSERT INTO campaigns (title, slug, goal_cents, starts_at, ends_at) VALUES ('Walk', $1, 100000, now(), now() + interval '30 days') RETURNING id`, [
        `walk-${tag}`,
      ])
    ).rows[0]!.id
    const fundraiser = (
      await sql.query<{ id: number }>(
        `INSERT INTO fundraisers (campaign_id, slug, name, email, goal_cents, status, link_token_hash, link_purpose, link_expires_at) VALUES ($1, $2, 'Ann', 'ann@example.org', 5000, 'approved', $3, 'edit', now() + interval '1 hour') RETURNING id`,
        [campaign, `ann-${tag}`, sha256(edit)],
      )
    ).rows[0]!.id
    const round = (
      await sql.query<{ id: number }>(
        `INSERT INTO scholarship_rounds (title, slug, award_cents, opens_at, closes_at, essay_prompt) VALUES ('Round', $1, 100000, now(), now() + interval '30 days', 'Why?') RETURNING id`,
        [`round-${tag}`],
      )
    ).rows[0]!.id
    const application = (
      await sql.query<{ id: number }>(
        `INSERT INTO scholarship_applications (round_id, name, email, school, graduation_year, consent_at) VALUES ($1, 'Ada', 'ada@example.org', 'Lakeside', 2027, now()) RETURNING id`,
        [round],
      )
    ).rows[0]!.id
    await sql.query(`INSERT INTO scholarship_applications_links (_order, _parent_id, id, token_hash, created_at) VALUES (1, $1, $2, $3, now())`, [application, randomUUID(), sha256(continueLink)])
    const recommendation = (
      await sql.query<{ id: number }>(
        `INSERT INTO scholarship_recommendations (application_id, recommender_name, recommender_email, token_hash) VALUES ($1, 'Coach', 'coach@example.org', $2) RETURNING id`,
        [application, sha256(letter)],
      )
    ).rows[0]!.id
    const donorLinks = migrations.find((m) => m.name.endsWith('_donor_links'))!
    await donorLinks.up({ db } as never)
    await sql.query(
      `INSERT INTO donor_links (token_hash, email, stripe_customer_id, expires_at, used_at) VALUES ($1, 'd@example.org', $3, now() + interval '1 hour', NULL), ($2, 'd@example.org', $3, now() + interval '1 hour', now())`,
      [sha256(manage), sha256(usedManage), `cus_${tag}`],
    )

    await migrations.find((m) => m.name === '20261128_150000_one_time_links')!.up({ db } as never)

    expect(await redeemLink(payload, 'staff-invitation', invitation, { consume: false })).toMatchObject({ subject: `user:${user.id}` })
    expect(await redeemLink(payload, 'staff-invitation', lateInvitation, { consume: false })).toBeNull()
    expect(await rowOf(lateInvitation)).toBeUndefined()
    expect(await redeemLink(payload, 'fundraiser-edit', edit, { consume: false })).toMatchObject({ subject: `fundraiser:${fundraiser}` })
    expect(await redeemLink(payload, 'scholarship-application', continueLink, { consume: false })).toMatchObject({ subject: `application:${application}`, expiresAt: null })
    expect(await redeemLink(payload, 'scholarship-recommendation', letter, { consume: false })).toMatchObject({ subject: `recommendation:${recommendation}` })
    expect(await redeemLink(payload, 'donor-manage', manage, { consume: false })).toMatchObject({ subject: `stripe-customer:cus_${tag}` })
    expect(await redeemLink(payload, 'donor-manage', usedManage, { consume: true })).toBeNull()

    // The old places hold no link any more; donor_links is gone.
    expect((await sql.query(`SELECT 1 FROM users WHERE id = ANY($1) AND invitation_token_hash IS NOT NULL`, [[user.id, late.id]])).rowCount).toBe(0)
    expect((await sql.query(`SELECT 1 FROM fundraisers WHERE id = $1 AND link_token_hash IS NOT NULL`, [fundraiser])).rowCount).toBe(0)
    expect((await sql.query(`SELECT 1 FROM scholarship_applications_links WHERE _parent_id = $1`, [application])).rowCount).toBe(0)
    expect((await sql.query(`SELECT 1 FROM scholarship_recommendations WHERE id = $1 AND token_hash IS NOT NULL`, [recommendation])).rowCount).toBe(0)
    expect((await sql.query(`SELECT to_regclass('donor_links') AS t`)).rows[0].t).toBeNull()

    // The invitation mailed before the deploy sets a password with the flow of today.
    const accepted = await postJson('/api/auth/invitation', { token: invitation, password: 'a long enough password 7' }, { 'X-Forwarded-For': freshAddress() })
    expect(accepted.status).toBe(200)
    expect(await accepted.json()).toMatchObject({ message: INVITATION_ACCEPTED, email: invitee })
  })
})
