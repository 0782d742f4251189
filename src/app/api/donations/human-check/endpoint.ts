import { humanCheckChallengeSchema } from '@/contracts/cardGuard'
import { defineEndpoint } from '@/contracts/endpoint'

export const humanCheckChallengeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/donations/human-check',
  summary:
    'A new human-check challenge (ALTCHA proof of work, self-hosted), good for 10 minutes, for a checkout that answered 428: solve it, then send its solution once as the checkout’s `human_check`',
  access: 'public',
  rateLimit: 'human-check',
  output: humanCheckChallengeSchema,
})
