import { SCHOLARSHIP_MESSAGES, sendRecommendationLetterEndpoint } from '@/contracts/scholarships'
import { serve } from '@/app/api/serve'
import { submitLetter } from '@/server/services/scholarships/recommendations'

/** JSON (a typed letter) or multipart (a PDF): serve() reads either. */
export const POST = serve(sendRecommendationLetterEndpoint, async ({ payload, body, file }) => {
  await submitLetter(payload, { token: body.token, letter: body.letter, file })
  return { message: SCHOLARSHIP_MESSAGES.letterReceived }
})
