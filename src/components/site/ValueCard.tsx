export function ValueCard({ title, description }: { title: string; description: string }) {
  return (
    <article className="rounded-lg border border-gold-300/60 bg-white p-6 shadow-sm">
      <h3 className="text-xl font-semibold">{title}</h3>
      <p className="mt-2 leading-relaxed text-slate-700">{description}</p>
    </article>
  )
}
