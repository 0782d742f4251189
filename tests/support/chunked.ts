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
