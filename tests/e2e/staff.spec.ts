import { generate } from 'otplib'

import { eventually, mailText, readMailbox } from '../support/mailbox'
import { expectAccessible, failOnCspViolations, signIn, staffToken, toast, unique } from './support'
import { expect, test, testMailbox } from './fixtures'

failOnCspViolations()

const PASSWORD = 'volunteer password 2031'

/** The invitation link mailed to `to`. */
const invitationLink = (to: string) =>
  eventually(async () => {
    const mails = (await readMailbox(testMailbox())).filter((m) => m.to.includes(to))
    return mails.flatMap((m) => mailText(m).match(/https?:\/\/\S+\/admin\/invitation\?token=[\w-]+/g) ?? [])[0]
  })

test('an admin invites a content volunteer, who accepts by mail, signs in and works only in content', async ({ page, isMobile }, testInfo) => {
  const email = `volunteer-${testInfo.project.name}-${Date.now()}@test.example.org`
  await signIn(page)
  const menu = page.getByRole('navigation', { name: 'Admin' })
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click()
  await menu.getByRole('link', { name: 'Staff', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/staff$/)
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible()
  await expect(page.getByTestId('staff-staff@test.example.org')).toContainText('(you)')
  await expectAccessible(page)

  // Invite: the dialog, its messages, then the invitation.
  await page.getByRole('button', { name: 'Invite staff member' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite staff member' })
  await dialog.getByRole('button', { name: 'Send invitation' }).click()
  await expect(dialog.getByText('Email is required')).toBeVisible()
  await expectAccessible(page)
  await dialog.getByLabel('Email').fill('staff@test.example.org')
  await dialog.getByRole('button', { name: 'Send invitation' }).click()
  await expect(dialog.getByText('That email already belongs to a staff account.').first()).toBeVisible()
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Role').selectOption('content')
  await dialog.getByRole('button', { name: 'Send invitation' }).click()
  await expect(toast(page).filter({ hasText: `Invitation sent to ${email}` })).toBeVisible()
  await expect(dialog).toBeHidden()
  const row = page.getByTestId(`staff-${email}`)
  await expect(row).toContainText('Invitation pending')
  await expect(row).toContainText('Never')
  await expect(row.getByLabel(`Role of ${email}`)).toHaveValue('content')

  // Own admin role: the server's rule, shown plainly.
  await page.getByLabel('Role of staff@test.example.org').selectOption('content')
  await expect(page.getByRole('alert').filter({ hasText: 'You cannot remove your own admin role' }).first()).toBeVisible()
  await expect(page.getByLabel('Role of staff@test.example.org')).toHaveValue('admin')

  // The deactivation dialog asks first (and is accessible); cancelling changes nothing.
  await row.getByRole('button', { name: `Deactivate ${email}` }).click()
  const confirm = page.getByRole('dialog', { name: 'Deactivate staff account' })
  await expect(confirm).toContainText('signed out everywhere')
  await expectAccessible(page)
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(row).toContainText('Invitation pending')

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)

  // The volunteer opens the mailed link and chooses a password.
  const link = await invitationLink(email)
  await page.goto(new URL(link).pathname + new URL(link).search)
  await expect(page.getByRole('heading', { name: 'Welcome to the staff area' })).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('New password').fill(PASSWORD)
  await page.getByLabel('Repeat the password').fill('something else entirely')
  await page.getByRole('button', { name: 'Set password' }).click()
  await expect(page.getByText('The two passwords do not match')).toBeVisible()
  await page.getByLabel('Repeat the password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Set password' }).click()
  await expect(toast(page).filter({ hasText: 'Your password is set' })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login$/)

  // The link works once.
  await page.goto(new URL(link).pathname + new URL(link).search)
  await page.getByLabel('New password').fill(PASSWORD)
  await page.getByLabel('Repeat the password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Set password' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'This invitation link has expired or was already used. Ask an admin for a new one.' })).toBeVisible()
  await expectAccessible(page)

  // Signs in with the new password, as Content.
  await page.goto('/admin/login')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByTestId('admin-email')).toHaveText(email)
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click()
  // Only the content views (and their own account) are in the menu.
  await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'Events', 'Gallery', 'Remembrances', 'Sponsors', /^Inbox/, 'Door check-in', 'Your account'])

  // Staff management is refused with the role's own words…
  await page.goto('/admin/staff')
  await expect(page.getByRole('alert').filter({ hasText: /Your role \(Content\) does not include managing staff and settings/ })).toBeVisible()
  await expectAccessible(page)
  // …and so are the donations, which the server would refuse too (403).
  await page.goto('/admin/donations')
  await expect(page.getByRole('alert').filter({ hasText: /Your role \(Content\) does not include fundraising work/ })).toBeVisible()
  const refused = await page.evaluate(async () => (await fetch('/api/donations/list', { headers: { Authorization: `Bearer ${localStorage.getItem('auth_token')}` } })).status)
  expect(refused).toBe(403)
})

test('an admin resets the two-step sign-in of a staff member who lost their phone', async ({ page, request }) => {
  const email = `${unique('lost-phone')}@test.example.org`
  const admin = await staffToken(request)
  expect((await request.post('/cms/api/users', { data: { email, password: PASSWORD, role: 'fundraising' }, headers: { Authorization: `JWT ${admin}` } })).status()).toBe(201)
  const signedIn = (await (await request.post('/api/auth/login', { data: { email, password: PASSWORD } })).json()) as { access_token: string }
  const staff = { Authorization: `Bearer ${signedIn.access_token}` }
  const { secret } = (await (await request.post('/api/auth/two-step/setup', { data: {}, headers: staff })).json()) as { secret: string }
  expect((await request.post('/api/auth/two-step/confirm', { data: { code: await generate({ secret }) }, headers: staff })).status()).toBe(200)

  await signIn(page)
  await page.goto('/admin/staff')
  const row = page.getByTestId(`staff-${email}`)
  await expect(row).toContainText('On')
  await row.getByRole('button', { name: `Reset two-step sign-in of ${email}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Reset two-step sign-in' })
  await expect(dialog).toContainText('signed out everywhere')
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Reset', exact: true }).click()
  await expect(toast(page).last()).toContainText(`Two-step sign-in of ${email} is reset`)
  await expect(row).toContainText('Off')
  // Their sessions ended with it.
  expect((await request.get('/api/auth/me', { headers: staff })).status()).toBe(401)
})
