import type React from 'react'

/** A card of a few words; `children` (a link onward) sits below them. */
export function ValueCard({ title, description, children }: { title: string; description: string; children?: React.ReactNode }) {
  return (
    <article className="rounded-lg border border-gold-300/60 bg-white p-6 shadow-sm">
      <h3 className="text-xl font-semibold">{title}</h3>
      <p className="mt-2 leading-relaxed text-slate-700">{description}</p>
      {children}
    </article>
  )
}
