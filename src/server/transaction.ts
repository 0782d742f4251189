import 'server-only'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

/** What a unit of work inside one database transaction uses: pass `req` to every Local API call. */
export type TransactionContext = { payload: Payload; req: PayloadRequest }

/** Runs `work` in one Payload transaction: committed when it returns, rolled back when it throws. */
export async function inTransaction<T>(payload: Payload, work: (ctx: TransactionContext) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const result = await work({ payload, req })
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
