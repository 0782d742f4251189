import { expect } from 'vitest'

import { postJson } from './http'
import { eventually, linksIn, readMailbox } from './mailbox'
import { testStack } from './stack'

// A donor signed in as a donor would (issue 46): a link asked for, read from the local SMTP
// server, used by the page's POST. The address must hold a gift, an order or a fundraiser page.

export const askForDonorLink = (email: string) => postJson('/api/donor/sign-in', { email })

/** Every sign-in link mailed to `to`, oldest first. */
export const donorLinksFor = async (to: string) =>
  (await readMailbox(testStack().mailboxURL)).filter((m) => m.to.includes(to)).flatMap((m) => linksIn(m, /https?:\/\/\S+\/giving\/sign-in\?token=[\w-]+/g))

/** The newest link mailed to `email`, once the job has sent the `count`th. */
export async function mailedDonorLink(email: string, count = 1): Promise<string> {
  const links = await eventually(async () => {
    const found = await donorLinksFor(email)
    return found.length >= count ? found : undefined
  })
  return links.at(-1)!
}

export const startDonorSession = (token: string) => postJson('/api/donor/session', { token })
export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!

/** Signs `email` in; the session's cookie (`donor_session=…`). */
export async function signInAsDonor(email: string): Promise<string> {
  const before = (await donorLinksFor(email)).length
  expect((await askForDonorLink(email)).status).toBe(202)
  const started = await startDonorSession(tokenOf(await mailedDonorLink(email, before + 1)))
  expect(started.status).toBe(200)
  return started.headers.getSetCookie()[0]!.split(';')[0]!
}
