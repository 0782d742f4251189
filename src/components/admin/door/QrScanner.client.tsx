'use client'

import { useEffect, useRef } from 'react'

type Detect = (frame: HTMLVideoElement) => Promise<string | null>

/** Chromium on Android, ChromeOS and macOS reads QR codes itself; elsewhere jsQR, loaded only then. */
async function qrReader(): Promise<Detect> {
  const Native = (globalThis as { BarcodeDetector?: new (options: { formats: string[] }) => { detect: (source: CanvasImageSource) => Promise<{ rawValue: string }[]> } }).BarcodeDetector
  if (Native) {
    const detector = new Native({ formats: ['qr_code'] })
    return async (frame) => (await detector.detect(frame))[0]?.rawValue ?? null
  }
  const { default: jsQR } = await import('jsqr')
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })!
  return async (frame) => {
    if (!frame.videoWidth) return null
    canvas.width = frame.videoWidth
    canvas.height = frame.videoHeight
    context.drawImage(frame, 0, 0)
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height)
    return jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null
  }
}

/** A code seen again within this time is the same ticket still in front of the camera. */
const SAME_TICKET_MS = 4_000

/** The phone's camera, read a few times a second; each ticket's QR code is handed to `onCode` once. */
export function QrScanner({ onCode, onProblem }: { onCode: (code: string) => Promise<void>; onProblem: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null)
  const handlers = useRef({ onCode, onProblem })
  useEffect(() => {
    handlers.current = { onCode, onProblem }
  }, [onCode, onProblem])

  useEffect(() => {
    let stopped = false
    let stream: MediaStream | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const last = { code: '', at: 0 }
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      } catch {
        handlers.current.onProblem('The camera could not be opened. Allow it for this site, or search by name or code.')
        return
      }
      if (stopped || !video.current) return stream.getTracks().forEach((track) => track.stop())
      video.current.srcObject = stream
      await video.current.play().catch(() => undefined)
      const detect = await qrReader()
      const look = async () => {
        if (stopped || !video.current) return
        const code = await detect(video.current).catch(() => null)
        if (code && !(code === last.code && Date.now() - last.at < SAME_TICKET_MS)) {
          last.code = code
          last.at = Date.now()
          await handlers.current.onCode(code)
        } else if (code) last.at = Date.now()
        timer = setTimeout(look, 250)
      }
      void look()
    }
    void start()
    return () => {
      stopped = true
      if (timer) clearTimeout(timer)
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [])

  return (
    <figure className="space-y-2">
      <video ref={video} muted playsInline className="aspect-[4/3] w-full rounded-lg bg-black object-cover" aria-label="Camera: hold a ticket’s QR code in front of it" />
      <figcaption className="text-sm text-slate-700">Hold the ticket’s QR code in front of the camera. Each guest is checked in as soon as it is read.</figcaption>
    </figure>
  )
}
