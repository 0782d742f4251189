import type React from 'react'

import { SCHOLARSHIP_MESSAGES, type ApplicantView } from '@/contracts/scholarships'
import { formatDateTime } from '@/lib/dates'

type Props = { view: ApplicantView; closesAt: string; timeZone: string; headingRef: React.Ref<HTMLHeadingElement> }

/** Where the application stands: its code, submitted or not, the deadline or that it has passed, and what is missing. */
export function ApplicationStatus({ view, closesAt, timeZone, headingRef }: Props) {
  const submitted = view.status === 'submitted'
  return (
    <section aria-labelledby="application-status" className="rounded-lg bg-white p-6 shadow-sm">
      <h2 id="application-status" ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold">
        {submitted ? 'Your application is submitted' : view.open ? 'Your application is not submitted yet' : 'This round has closed'}
      </h2>
      <p className="mt-2 text-slate-700">
        Application <strong>{view.code}</strong> for {view.round.title}. {submitted && view.submitted_at && <>Submitted on {formatDateTime(view.submitted_at, timeZone)}. </>}
        {view.open ? <>The round closes on {closesAt}.</> : <>The round closed on {closesAt}.</>}
      </p>
      {!view.open && (
        <p className="mt-3 rounded-md border border-gold-300 bg-gold-300/20 p-3">
          {SCHOLARSHIP_MESSAGES.closed}
          {!submitted && ' Your application was not submitted before the deadline.'}
        </p>
      )}
      {submitted && view.open && <p className="mt-3">Recommendation letters may still arrive until the round closes. We will write to you once our committee has decided.</p>}
      {!submitted &&
        view.open &&
        (view.missing.length === 0 ? (
          <p className="mt-3 font-semibold text-green-800">Everything the round asks for is here: you can submit your application.</p>
        ) : (
          <div className="mt-3">
            <h3 className="font-semibold">Still missing before you can submit</h3>
            <ul className="mt-1 list-disc pl-5 text-slate-800" data-testid="application-missing">
              {view.missing.map((missing) => (
                <li key={missing}>{missing}</li>
              ))}
            </ul>
          </div>
        ))}
    </section>
  )
}
