/** Payload's REST handler as our wrappers see it. */
export type RestHandler = (request: Request, context: RestContext) => Promise<Response>
export type RestContext = { params: Promise<{ slug: string[] }> }

/** Payload's own error shape, so its admin shows our messages like its own. */
export const payloadError = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

export const UNREADABLE = 'The request body could not be read.'
export { DATABASE_UNAVAILABLE as UNAVAILABLE } from '../errors'

/** A JSON object from `text`, or undefined. */
export function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const data: unknown = JSON.parse(text)
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}
