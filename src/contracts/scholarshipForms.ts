import * as z from 'zod/mini'

import { applicationFields, letterSchema, recommenderSchema } from './scholarships'

// The scholarship forms in the browser: the API's own rules (src/contracts/scholarships.ts), without
// the link's token, which the page adds when it sends.

/** The continue page's fields: everything the applicant may change (the email stays). */
export const applicationEditFormSchema = z.object({
  name: applicationFields.name,
  phone: applicationFields.phone,
  school: applicationFields.school,
  graduation_year: applicationFields.graduation_year,
  essay: applicationFields.essay,
})

/** "Ask a recommender" on the continue page. */
export const recommenderFormSchema = z.omit(recommenderSchema, { token: true })

/** The recommender's letter, typed. */
export const letterFormSchema = z.omit(letterSchema, { token: true })
