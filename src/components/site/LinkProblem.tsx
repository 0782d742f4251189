import { SiteLink } from './SiteLink'

/** What an emailed link's page says when the link no longer works, with the way on. */
export function LinkProblem({ message, href, label }: { message: string; href: string; label: string }) {
  return (
    <div role="alert" className="rounded-lg border border-gold-300 bg-white p-6 text-lg">
      <p>{message}</p>
      <p className="mt-3">
        <SiteLink href={href} className="font-semibold text-navy-800 underline">
          {label}
        </SiteLink>
      </p>
    </div>
  )
}
