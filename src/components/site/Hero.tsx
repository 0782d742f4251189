import type React from 'react'

type Props = {
  title: string
  subtitle?: string
  image?: string
  size?: 'small' | 'medium' | 'large'
  children?: React.ReactNode
}

const HEIGHT = { small: 'py-14 sm:py-16', medium: 'py-20 sm:py-24', large: 'py-24 sm:py-36' } as const

/** The page banner: a darkened photo when given, otherwise the navy gradient. */
export function Hero({ title, subtitle, image, size = 'medium', children }: Props) {
  return (
    <section className={`relative isolate overflow-hidden bg-gradient-to-br from-navy-950 via-navy-900 to-navy-700 px-4 text-center text-white ${HEIGHT[size]}`}>
      {image && (
        <>
          {/* eslint-disable-next-line @next/next/no-img-element -- decorative, sized by CSS */}
          <img src={image} alt="" className="absolute inset-0 -z-20 h-full w-full object-cover" />
          <div className="absolute inset-0 -z-10 bg-navy-950/70" aria-hidden="true" />
        </>
      )}
      <div className="mx-auto max-w-3xl">
        <h1 className="font-serif text-4xl font-bold leading-tight text-white sm:text-5xl">{title}</h1>
        {subtitle && <p className="mt-4 text-lg text-gold-300 sm:text-xl">{subtitle}</p>}
        {children}
      </div>
    </section>
  )
}
