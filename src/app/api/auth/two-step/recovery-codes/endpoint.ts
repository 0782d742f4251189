import { defineEndpoint } from '@/contracts/endpoint'
import { codeOnlySchema, recoveryCodesSchema } from '@/contracts/twoStep'

export const renewRecoveryCodesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/two-step/recovery-codes',
  summary: 'Ten new recovery codes (the old ones stop working), with a current code; shown this once',
  access: 'staff',
  role: 'account',
  body: codeOnlySchema,
  output: recoveryCodesSchema,
  answers: { 409: { description: 'Two-step sign-in is not on' } },
})
