import { defineEndpoint, type Method } from '@/contracts/endpoint'

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const satisfies readonly Method[]

/** Every /api path the contract does not have: a JSON 404, whatever the method. */
export const unknownApiPath = METHODS.map((method) =>
  defineEndpoint({
    method,
    path: '/api/{path}',
    summary: 'Any other /api path: 404 in the contract’s error envelope',
    access: 'public',
    internal: 'the catch-all 404',
  }),
)
