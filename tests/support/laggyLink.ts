import { type AddressInfo, createConnection, createServer, type Socket } from 'node:net'

export type LaggyLink = {
  /** Where the app connects instead of the real server (same host, this port). */
  port: number
  /** Holds each thing the app sends this long before passing it on, in order; 0 passes at once. */
  setLag: (ms: number) => void
  stop: () => Promise<void>
}

/**
 * A TCP link to a real local server (Redis) that can be made slow: what the app sends waits, the
 * answers come straight back. It shows what the app does while a shared service is far away.
 */
export async function startLaggyLink(targetPort: number): Promise<LaggyLink> {
  let lagMs = 0
  const sockets = new Set<Socket>()
  const server = createServer((app) => {
    const upstream = createConnection({ host: '127.0.0.1', port: targetPort })
    for (const socket of [app, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => undefined)
    }
    let sent: Promise<unknown> = Promise.resolve()
    app.on('data', (chunk) => {
      const lag = lagMs
      sent = sent.then(() => (lag ? new Promise((resolve) => setTimeout(resolve, lag)) : undefined)).then(() => upstream.write(chunk))
    })
    upstream.pipe(app)
    app.on('close', () => upstream.destroy())
    upstream.on('close', () => app.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    setLag: (ms) => {
      lagMs = ms
    },
    stop: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
