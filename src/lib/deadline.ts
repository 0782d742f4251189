/** Work that did not finish within its deadline (it may still finish later, unobserved). */
export class DeadlineExceeded extends Error {
  constructor(readonly ms: number) {
    super(`No answer within ${ms} ms`)
  }
}

/**
 * The work's result, or DeadlineExceeded after `ms`: a visitor waits a bounded time whatever a
 * remote service does. The work itself is not stopped, and its late failure is not reported.
 */
export function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  work.catch(() => undefined)
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceeded(ms)), ms)
  })
  return Promise.race([work, expiry]).finally(() => clearTimeout(timer))
}
