import { defineEndpoint } from '@/contracts/endpoint'
import { applicantViewSchema, recommenderSchema } from '@/contracts/scholarships'

export const askScholarshipRecommenderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/scholarships/application/recommenders',
  summary:
    'Asks a recommender (`name`, `email`) for a letter for the application of `token`: they are mailed their own link (/scholarships/recommend?token=…). Up to the round’s number of letters, while the round is open (also after submitting). The same recommender again, before their letter arrived, is mailed a fresh link.',
  access: 'public',
  rateLimit: 'scholarship',
  body: recommenderSchema,
  status: 201,
  output: applicantViewSchema,
  answers: { 404: { description: 'The link does not work (unknown token)' }, 409: { description: 'This recommender’s letter already arrived, the round needs no more letters, or the round has closed' }, 429: { description: 'The recommender’s address had its mails for the hour: nothing stored' } },
})
