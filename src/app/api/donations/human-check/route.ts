import { humanCheckChallengeEndpoint } from '@/contracts/cardGuard'
import { serve } from '@/app/api/serve'
import { newHumanCheck } from '@/server/services/donations/humanCheck'

// Each visitor gets a challenge of their own: never cached (the answer is `private, no-store`).
export const dynamic = 'force-dynamic'

export const GET = serve(humanCheckChallengeEndpoint, async () => {
  const { parameters, signature } = await newHumanCheck()
  return { parameters: { ...parameters }, signature }
})
