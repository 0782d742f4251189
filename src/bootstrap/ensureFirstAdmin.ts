import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

/**
 * Makes sure a staff account exists, so /cms never offers "create first user" to a stranger.
 * From ADMIN_EMAIL/ADMIN_PASSWORD when set; in development, a random password printed once.
 */
export async function ensureFirstAdmin(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return

  const email = process.env.ADMIN_EMAIL
  let password = process.env.ADMIN_PASSWORD
  if (!email || !password) {
    if (process.env.NODE_ENV === 'production') {
      throw new Error('No staff account exists. Set ADMIN_EMAIL and ADMIN_PASSWORD to create the first one.')
    }
    password = randomBytes(12).toString('base64url')
  }
  const adminEmail = email || 'admin@example.org'
  await payload.create({ collection: 'users', data: { email: adminEmail, password, role: 'admin' } })
  if (process.env.ADMIN_PASSWORD) {
    payload.logger.info('First staff account created (ADMIN_EMAIL).')
  } else {
    // Development only, for the developer at the terminal: the one text written past the log
    // (src/lib/log.ts), which would rightly hide the email and the password.
    process.stdout.write(`\n  Staff sign-in for /admin and /cms (shown once; change it in /cms):\n    email:    ${adminEmail}\n    password: ${password}\n\n`)
  }
}
