import type React from 'react'

/** The router's error view: "Unexpected Application Error" with the status or message. */
export function ErrorPanel({ detail, children }: { detail: string; children?: React.ReactNode }) {
  return (
    <div className="px-4 py-24 text-center">
      <h1 className="text-3xl font-bold sm:text-4xl">Unexpected Application Error</h1>
      <p className="mt-4 text-lg text-slate-700">{detail}</p>
      <div className="mt-8">{children}</div>
    </div>
  )
}
