import type React from 'react'

type Props = { title?: string; id?: string; tone?: 'plain' | 'white'; children: React.ReactNode }

export function Section({ title, id, tone = 'plain', children }: Props) {
  return (
    <section id={id} className={tone === 'white' ? 'bg-white' : undefined} aria-labelledby={title && id ? `${id}-title` : undefined}>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-16">
        {title && (
          <h2 id={id ? `${id}-title` : undefined} className="text-center text-3xl font-bold sm:text-4xl">
            {title}
          </h2>
        )}
        <div className={title ? 'mt-10' : undefined}>{children}</div>
      </div>
    </section>
  )
}
