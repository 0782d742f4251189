import { messageSchema } from '@/contracts/api'
import { defineEndpoint } from '@/contracts/endpoint'
import { moderateRemembranceSchema, staffRemembranceSchema } from '@/contracts/remembrances'

const NOT_FOUND = { 404: { description: 'No remembrance has this id' } } as const

export const moderateRemembranceEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/remembrances/{id}',
  summary:
    'Publish (`status: "published"`: the writer is mailed the first time, and reports so far are settled), hide (`"hidden"`), or correct a typo in the name, relationship or message',
  access: 'staff',
  role: 'content',
  body: moderateRemembranceSchema,
  output: staffRemembranceSchema,
  answers: NOT_FOUND,
})

export const deleteRemembranceEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/remembrances/{id}',
  summary: 'Delete a remembrance and its photo',
  access: 'staff',
  role: 'content',
  output: messageSchema,
  answers: NOT_FOUND,
})
