import { request } from 'node:http'

export type ChunkedAnswer = { status: number; body: string; sentBytes: number }

/**
 * Sends (POST unless told) `totalBytes` of filler with Transfer-Encoding: chunked (no Content-Length, so only the
 * bytes actually read can stop it), and stops sending as soon as the server answers.
 */
export function postChunked(url: string, headers: Record<string, string>, totalBytes: number, method = 'POST'): Promise<ChunkedAnswer> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, 'a')
    let sentBytes = 0
    let answered = false
    const req = request(url, { method, headers: { ...headers, 'Transfer-Encoding': 'chunked' } })
    req.on('response', (response) => {
      answered = true
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (part: string) => (body += part))
      response.on('end', () => {
        req.destroy()
        resolve({ status: response.statusCode ?? 0, body, sentBytes })
      })
    })
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    const pump = () => {
      while (!answered && sentBytes < totalBytes) {
        sentBytes += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      if (!answered) req.end()
    }
    pump()
  })
}

export type TrickledAnswer = { status: number; body: string; headers: Record<string, string | string[] | undefined>; ms: number; piecesSent: number }

/**
 * Sends `pieces` one at a time, the first at once and each next `everyMs` later, the way a slow
 * or hostile client trickles a body; stops sending as soon as the server answers. Resolves with
 * the answer and the milliseconds from the first byte to it.
 */
export function trickle(url: string, headers: Record<string, string>, pieces: Buffer[], everyMs: number): Promise<TrickledAnswer> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    let piecesSent = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const req = request(url, { method: 'POST', headers: { ...headers, 'Transfer-Encoding': 'chunked' } })
    req.on('response', (response) => {
      clearTimeout(timer)
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (part: string) => (body += part))
      response.on('end', () => {
        req.destroy()
        resolve({ status: response.statusCode ?? 0, body, headers: response.headers, ms: performance.now() - started, piecesSent })
      })
    })
    req.on('error', reject)
    const next = () => {
      const piece = pieces[piecesSent++]
      if (!piece) return void req.end()
      req.write(piece)
      timer = setTimeout(next, everyMs)
    }
    req.flushHeaders()
    next()
  })
}

/** A body cut into single bytes after its first `head` bytes (and the rest, if any, in one piece after `bytes` singles). */
export function bytewise(body: Buffer, head: number, bytes = body.length - head): Buffer[] {
  const singles = Array.from({ length: Math.min(bytes, body.length - head) }, (_, i) => body.subarray(head + i, head + i + 1))
  const rest = body.subarray(head + singles.length)
  return [body.subarray(0, head), ...singles, ...(rest.length ? [rest] : [])]
}
