import type { TaskConfig } from 'payload'

import { mailRequestedLink } from '@/server/services/scholarships/applications'

import { SCHEDULED_RETRIES } from '../retries'

/**
 * A lost scholarship link asked for (POST /api/scholarships/{slug}/link): queued for any address,
 * so the request does the same work whether or not the address applied; the lookup and the mail
 * happen here (docs/scholarships.md).
 */
export const requestScholarshipLinkTask: TaskConfig<'requestScholarshipLink'> = {
  slug: 'requestScholarshipLink',
  label: 'Someone asked for a lost scholarship link',
  retries: SCHEDULED_RETRIES,
  inputSchema: [
    { name: 'round', type: 'number', required: true },
    { name: 'email', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'mailed', type: 'checkbox' }],
  handler: async ({ input, req }) => ({ output: { mailed: await mailRequestedLink(req.payload, input.round, input.email) } }),
}
