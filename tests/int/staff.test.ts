import { createHash } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ALREADY_STAFF_MESSAGE, INVITATION_REFUSED, LAST_ADMIN_MESSAGE, OWN_ADMIN_MESSAGE, type StaffMember } from '@/contracts/staff'
import type { StaffRole } from '@/contracts/roles'
import { poolOf } from '@/lib/postgres'

import { apiLogin, bearer, http, postJson, sendJson } from '../support/http'
import { eventually, linksIn, mailText, readMailbox } from '../support/mailbox'
import { getTestPayload, staffUser, uniqueEmail } from '../support/payload'
import { testStack } from '../support/stack'

// Staff management: an admin lists, invites (a one-time link by mail, read from the local SMTP
// server), changes roles, deactivates and reactivates; the invitee sets a password and signs in.

let payload: Payload
let adminToken: string
let adminId: number
const PASSWORD = 'a long enough password 7'

const listStaff = (token = adminToken) => http('/api/admin/staff', { headers: bearer(token) })
const invite = (body: unknown, token = adminToken) => sendJson('POST', '/api/admin/staff', body, token)
const change = (id: number | string, body: unknown, token = adminToken) => sendJson('PATCH', `/api/admin/staff/${id}`, body, token)
const accept = (token: string, password = PASSWORD) => postJson('/api/auth/invitation', { token, password })
const detail = async (response: Response) => (await response.json()) as { detail: string; fields?: Record<string, string> }

/** The invitation links mailed to `to`, oldest first. */
async function invitationLinks(to: string): Promise<string[]> {
  const mails = (await readMailbox(testStack().mailboxURL)).filter((m) => m.to.includes(to))
  return mails.flatMap((m) => linksIn(m, /https?:\/\/\S+\/admin\/invitation\?token=[\w-]+/g))
}
const linkCount = async (to: string, count: number) => eventually(async () => ((await invitationLinks(to)).length >= count ? invitationLinks(to) : undefined))
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!
/** An account's invitation links as stored (src/server/services/links/oneTimeLinks.ts), newest first. */
const invitationsOf = async (user: number) =>
  (
    await poolOf(payload).query<{ token_hash: string; expires_at: Date; used_at: Date | null }>(
      `SELECT token_hash, expires_at, used_at FROM one_time_links WHERE purpose = 'staff-invitation' AND subject = $1 ORDER BY created_at DESC`,
      [`user:${user}`],
    )
  ).rows

/** A staff account made through the Local API with a known password, and its bearer token. */
async function member(role: StaffRole) {
  const email = uniqueEmail(role)
  const user = await payload.create({ collection: 'users', data: { email, password: PASSWORD, role } })
  return { id: user.id, email, token: await apiLogin(email, PASSWORD) }
}

/** Invites `email` and returns the token of the link it was mailed. */
async function invited(email: string, role: StaffRole = 'content') {
  const response = await invite({ email, role })
  expect(response.status).toBe(201)
  const [link] = await linkCount(email.toLowerCase(), 1)
  return { account: (await response.json()) as StaffMember, token: tokenOf(link!) }
}

beforeAll(async () => {
  payload = await getTestPayload()
  adminId = (await staffUser(payload)).id
  adminToken = await apiLogin()
})

describe('GET /api/admin/staff', () => {
  it('lists every account with its role, status, second step and last sign-in', async () => {
    const content = await member('content')
    const response = await listStaff()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/no-store/)
    const staff = (await response.json()) as StaffMember[]
    const admin = staff.find((s) => s.id === adminId)
    expect(admin).toMatchObject({ role: 'admin', active: true, two_step_enabled: false, invitation_pending: false })
    expect(Date.parse(admin!.last_sign_in_at!)).toBeGreaterThan(Date.now() - 5 * 60_000)
    expect(staff.find((s) => s.id === content.id)).toEqual({
      id: content.id,
      email: content.email,
      role: 'content',
      active: true,
      two_step_enabled: false,
      invitation_pending: false,
      last_sign_in_at: expect.any(String),
      created_at: expect.any(String),
    })
    // Nothing secret travels: no hashes, tokens or sessions.
    expect(JSON.stringify(staff)).not.toMatch(/hash|salt|token|session|secret/i)
  })
})

describe('inviting and accepting', () => {
  it('mails a one-time link; the invitee sets a password with it and signs in', async () => {
    const email = uniqueEmail('volunteer')
    const { account, token } = await invited(email.toUpperCase(), 'content')
    expect(account).toMatchObject({ email, role: 'content', active: true, invitation_pending: true, last_sign_in_at: null })
    expect(token).toMatch(/^[\w-]{43}$/)
    const [mail] = (await readMailbox(testStack().mailboxURL)).filter((m) => m.to.includes(email) && /Subject: Your invitation/.test(m.raw))
    expect(mailText(mail!)).toContain('72 hours')

    // Only the token's hash is stored.
    const stored = await payload.findByID({ collection: 'users', id: account.id, showHiddenFields: true })
    expect(JSON.stringify(stored)).not.toContain(token)
    const [link] = await invitationsOf(account.id)
    expect(link?.token_hash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(await invitationsOf(account.id))).not.toContain(token)
    expect(link!.expires_at.getTime() - Date.now()).toBeGreaterThan(71.9 * 3_600_000)
    // The job's row does not hold the link either (its token travels sealed).
    const { docs: jobs } = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'mailStaffInvitation' } }, limit: 100 })
    expect(jobs.length).toBeGreaterThan(0)
    expect(JSON.stringify(jobs)).not.toContain(token)

    // Before accepting, nobody can sign in to the account.
    expect((await postJson('/api/auth/login', { email, password: PASSWORD })).status).toBe(401)

    const accepted = await accept(token)
    expect(accepted.status).toBe(200)
    expect(await accepted.json()).toMatchObject({ email })
    const signedIn = await apiLogin(email, PASSWORD)
    const me = await http('/api/auth/me', { headers: bearer(signedIn) })
    expect(await me.json()).toMatchObject({ email, role: 'content' })

    const listed = ((await (await listStaff()).json()) as StaffMember[]).find((s) => s.id === account.id)
    expect(listed).toMatchObject({ invitation_pending: false, last_sign_in_at: expect.any(String) })
    const after = await payload.findByID({ collection: 'users', id: account.id, showHiddenFields: true })
    expect(after).toMatchObject({ invitation_accepted_at: expect.any(String) })
    expect(await invitationsOf(account.id)).toEqual([expect.objectContaining({ used_at: expect.any(Date) })])

    const { docs: trail } = await payload.find({ collection: 'audit-entries', where: { target_id: { equals: String(account.id) } }, sort: 'createdAt', limit: 20 })
    expect(trail.map((e) => e.action)).toEqual(expect.arrayContaining(['staff.invite', 'staff.invitation-accepted']))
    expect(trail.find((e) => e.action === 'staff.invite')?.actor_id).toBe(adminId)
    expect(trail.find((e) => e.action === 'staff.invitation-accepted')?.actor_email).toBe(email)
  })

  it('a link used twice, altered, expired or made up sets no password (400)', async () => {
    const email = uniqueEmail('twice')
    const { token } = await invited(email)
    expect((await accept(token)).status).toBe(200)
    const again = await accept(token, 'another long password 9')
    expect(again.status).toBe(400)
    expect((await detail(again)).detail).toBe(INVITATION_REFUSED)
    await apiLogin(email, PASSWORD) // the first password stands

    const tampered = await invited(uniqueEmail('tampered'))
    const altered = (tampered.token[0] === 'A' ? 'B' : 'A') + tampered.token.slice(1)
    for (const bad of [altered, tampered.token.slice(0, 42), `${tampered.token}x`, 'A'.repeat(43), '']) {
      const response = await accept(bad)
      expect(response.status, bad).toBe(400)
      expect((await detail(response)).detail).toBe(INVITATION_REFUSED)
    }
    expect((await accept(tampered.token)).status).toBe(200) // the real one still works

    const expired = await invited(uniqueEmail('expired'))
    await poolOf(payload).query(`UPDATE one_time_links SET expires_at = now() - interval '1 minute' WHERE subject = $1`, [`user:${expired.account.id}`])
    const late = await accept(expired.token)
    expect(late.status).toBe(400)
    expect((await detail(late)).detail).toBe(INVITATION_REFUSED)
  })

  it('one link used twice at once sets one password: one 200, one 400', async () => {
    const { token } = await invited(uniqueEmail('racing'))
    const answers = await Promise.all([accept(token, 'first racing password 1'), accept(token, 'second racing password 2')])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400])
  })

  it('inviting a pending account again mails a fresh link; the old one stops working', async () => {
    const email = uniqueEmail('again')
    const first = await invited(email, 'content')
    const second = await invite({ email, role: 'fundraising' })
    expect(second.status).toBe(201)
    expect(await second.json()).toMatchObject({ id: first.account.id, role: 'fundraising', invitation_pending: true })
    const links = await linkCount(email, 2)
    const fresh = tokenOf(links.at(-1)!)
    expect(fresh).not.toBe(first.token)
    expect(await invitationsOf(first.account.id)).toHaveLength(1)
    expect((await accept(first.token)).status).toBe(400)
    expect((await accept(fresh)).status).toBe(200)
  })

  it('an email already on staff is a 409 with a clear message; bad input is a 422 that says which field', async () => {
    const existing = await member('content')
    const taken = await invite({ email: existing.email.toUpperCase(), role: 'content' })
    expect(taken.status).toBe(409)
    expect((await detail(taken)).detail).toBe(ALREADY_STAFF_MESSAGE)

    const badEmail = await invite({ email: 'not-an-email', role: 'content' })
    expect(badEmail.status).toBe(422)
    expect((await detail(badEmail)).fields).toEqual({ email: 'Invalid email address' })
    const badRole = await invite({ email: uniqueEmail('role'), role: 'owner' })
    expect(badRole.status).toBe(422)
    expect((await detail(badRole)).fields).toEqual({ role: 'Choose admin, fundraising, content, reviewer or door.' })
    const extra = await invite({ email: uniqueEmail('extra'), role: 'admin', active: false, password: 'x' })
    expect(extra.status).toBe(422)
    expect(JSON.stringify((await detail(extra)).fields)).toMatch(/active|password/)
    const notJson = await http('/api/admin/staff', { method: 'POST', headers: { ...bearer(adminToken), 'Content-Type': 'application/json' }, body: '{' })
    expect(notJson.status).toBe(400)
    const weak = await accept('A'.repeat(43), 'short')
    expect(weak.status).toBe(422)
    expect((await detail(weak)).fields?.password).toMatch(/at least 12 characters/)
  })
})

describe('PATCH /api/admin/staff/{id}', () => {
  it('changes a role, and the account’s access follows at once', async () => {
    const volunteer = await member('content')
    expect((await http('/api/donations/stats', { headers: bearer(volunteer.token) })).status).toBe(403)
    const response = await change(volunteer.id, { role: 'fundraising' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ id: volunteer.id, role: 'fundraising', active: true })
    expect((await http('/api/donations/stats', { headers: bearer(volunteer.token) })).status).toBe(200)
    const { docs } = await payload.find({ collection: 'audit-entries', where: { and: [{ target_id: { equals: String(volunteer.id) } }, { action: { equals: 'staff.role' } }] } })
    expect(docs[0]).toMatchObject({ actor_id: adminId, summary: expect.stringContaining('Content → Fundraising') })
  })

  it('deactivating ends the account’s sessions at once and it cannot sign in; reactivating lets it back', async () => {
    const leaving = await member('fundraising')
    expect((await http('/api/auth/me', { headers: bearer(leaving.token) })).status).toBe(200)
    const response = await change(leaving.id, { active: false })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ active: false })
    expect((await http('/api/auth/me', { headers: bearer(leaving.token) })).status).toBe(401)
    expect((await http('/api/donations/stats', { headers: bearer(leaving.token) })).status).toBe(401)
    const stored = await payload.findByID({ collection: 'users', id: leaving.id, showHiddenFields: true })
    expect(stored.sessions ?? []).toEqual([])
    expect((await postJson('/api/auth/login', { email: leaving.email, password: PASSWORD })).status).toBe(401)
    expect((await postJson('/cms/api/users/login', { email: leaving.email, password: PASSWORD })).status).toBe(401)

    expect((await change(leaving.id, { active: true })).status).toBe(200)
    expect((await http('/api/auth/me', { headers: bearer(leaving.token) })).status).toBe(401) // ended sessions stay ended
    const back = await apiLogin(leaving.email, PASSWORD)
    expect((await http('/api/auth/me', { headers: bearer(back) })).status).toBe(200)
    const { docs } = await payload.find({ collection: 'audit-entries', where: { target_id: { equals: String(leaving.id) } }, limit: 50 })
    expect(docs.map((d) => d.action)).toEqual(expect.arrayContaining(['staff.deactivate', 'staff.reactivate']))
  })

  it('never leaves the foundation without an active admin, and an admin cannot demote or deactivate themselves', async () => {
    for (const body of [{ role: 'content' }, { active: false }]) {
      const own = await change(adminId, body)
      expect(own.status).toBe(409)
      expect((await detail(own)).detail).toBe(OWN_ADMIN_MESSAGE)
    }
    // A second admin acts on the first while the first is the last other admin.
    const other = await member('admin')
    const admins = ((await (await listStaff()).json()) as StaffMember[]).filter((s) => s.role === 'admin' && s.active && s.id !== other.id)
    for (const admin of admins) if (admin.id !== adminId) await payload.update({ collection: 'users', id: admin.id, data: { active: false } })
    // The other admin may take the first one's role away while another admin remains…
    const demoted = await change(adminId, { role: 'content' }, other.token)
    expect(demoted.status).toBe(200)
    expect((await change(adminId, { role: 'admin' }, other.token)).status).toBe(200)
    // …and once the first is the only active admin, nobody removes it: through the Local API
    // without a user (as a script would) the last-admin rule still holds.
    await payload.update({ collection: 'users', id: other.id, data: { role: 'content' } })
    for (const data of [{ role: 'content' as const }, { active: false }]) {
      const refused = (await payload.update({ collection: 'users', id: adminId, data }).then(
        () => null,
        (error: unknown) => error,
      )) as { data?: { errors?: { message: string }[] } } | null
      expect(refused?.data?.errors?.[0]?.message).toBe(LAST_ADMIN_MESSAGE)
    }
    // An admin invited but not signed up yet does not count: they cannot sign in to act.
    await payload.create({ collection: 'users', data: { email: uniqueEmail('pending-admin'), password: 'an-unused-password-1', role: 'admin', invited_at: new Date().toISOString() } })
    const stillRefused = (await payload.update({ collection: 'users', id: adminId, data: { role: 'content' } }).then(
      () => null,
      (error: unknown) => error,
    )) as { data?: { errors?: { message: string }[] } } | null
    expect(stillRefused?.data?.errors?.[0]?.message).toBe(LAST_ADMIN_MESSAGE)
    const stillAdmin = await payload.findByID({ collection: 'users', id: adminId })
    expect(stillAdmin).toMatchObject({ role: 'admin', active: true })
  })

  it('an unknown id is a 404, a bad body a 422', async () => {
    const unknown = await change(999_999, { role: 'content' })
    expect(unknown.status).toBe(404)
    expect((await detail(unknown)).detail).toMatch(/does not exist/)
    expect((await change('abc', { role: 'content' })).status).toBe(404)
    const target = await member('content')
    for (const body of [{}, { role: 'owner' }, { active: 'no' }, { role: 'content', email: 'x@example.org' }]) {
      const response = await change(target.id, body)
      expect(response.status, JSON.stringify(body)).toBe(422)
      expect((await detail(response)).fields).toBeTruthy()
    }
  })
})

describe('only admins manage staff', () => {
  it('content and fundraising accounts get 403 on every staff endpoint and change nothing', async () => {
    const target = await member('content')
    for (const role of ['content', 'fundraising'] as const) {
      const outsider = await member(role)
      const email = uniqueEmail(`by-${role}`)
      const answers = [
        await listStaff(outsider.token),
        await invite({ email, role: 'admin' }, outsider.token),
        await change(target.id, { role: 'admin' }, outsider.token),
        await change(outsider.id, { role: 'admin' }, outsider.token),
      ]
      for (const answer of answers) {
        expect(answer.status).toBe(403)
        expect((await detail(answer)).detail).toMatch(/does not include managing staff/)
      }
      expect((await payload.find({ collection: 'users', where: { email: { equals: email } } })).totalDocs).toBe(0)
      expect(await payload.findByID({ collection: 'users', id: target.id })).toMatchObject({ role: 'content', active: true })
      expect(await payload.findByID({ collection: 'users', id: outsider.id })).toMatchObject({ role })
    }
    expect((await http('/api/admin/staff')).status).toBe(401)
  })
})
