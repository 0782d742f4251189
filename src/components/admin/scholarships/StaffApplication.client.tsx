'use client'

import { downloadApiFile } from '@/app/api/client'
import type { StaffApplication as Application } from '@/contracts/scholarshipReview'
import { saveFile } from '@/lib/admin/saveFile'
import { formatDateTime, formatLongDate } from '@/lib/dates'

import { useToast } from '../../ui/Toaster.client'
import { useApiData } from '../useApiData'

/** One application as admins read it (in the ranking's dialog): who applied, the essay, every document and letter with its writer. */
export function StaffApplication({ roundId, applicationId }: { roundId: number; applicationId: number }) {
  const { data: applications, error } = useApiData('GET /api/admin/scholarships/{id}/applications', { params: { id: roundId } })
  const application = applications?.find((each) => each.id === applicationId)
  if (error) return <p role="alert" className="text-red-700">The application could not be loaded. Please try again.</p>
  if (!application) return <p>Loading…</p>
  return <ApplicationDetails application={application} />
}

function ApplicationDetails({ application }: { application: Application }) {
  const toast = useToast()
  const open = async (fileId: number, what: string) => {
    const file = await downloadApiFile('GET /api/review/files/{id}', { params: { id: fileId } })
    if (!file.ok) return toast(`Failed to open ${what}: ${file.detail}`, 'error')
    saveFile(file)
  }
  const rows: [string, string][] = [
    ['Name', application.name],
    ['Email', application.email],
    ['Phone', application.phone ?? '—'],
    ['School', application.school],
    ['Graduates', String(application.graduation_year)],
    ['Submitted', application.submitted_at ? formatDateTime(application.submitted_at) : 'Not submitted'],
  ]
  return (
    <div className="space-y-4 text-sm">
      <p className="font-semibold">Application {application.code}</p>
      <dl className="space-y-1">
        {rows.map(([term, value]) => (
          <div key={term} className="flex gap-3">
            <dt className="w-24 shrink-0 font-semibold">{term}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="staff-essay">
        <h3 id="staff-essay" className="font-bold">Essay</h3>
        <p className="mt-1 whitespace-pre-line">{application.essay || 'No essay.'}</p>
      </section>
      {application.files_deleted_at && <p>Its documents and letters were deleted on {formatLongDate(application.files_deleted_at)} (retention).</p>}
      <section aria-labelledby="staff-documents">
        <h3 id="staff-documents" className="font-bold">Documents</h3>
        {application.documents.length === 0 ? <p className="mt-1">None uploaded.</p> : (
          <ul className="mt-1 space-y-1">
            {application.documents.map((document) => (
              <li key={document.key}>
                <button type="button" onClick={() => open(document.file_id, document.label)} className="text-navy-800 underline">Open {document.label} (PDF)</button>
                {document.reviewers_see && <span className="text-slate-600"> · reviewers see it</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="staff-letters">
        <h3 id="staff-letters" className="font-bold">Recommendation letters</h3>
        {application.letters.length === 0 ? <p className="mt-1">No recommender asked.</p> : (
          <ul className="mt-1 space-y-3">
            {application.letters.map((letter) => (
              <li key={letter.recommender_email}>
                <p className="font-semibold">
                  {letter.recommender_name} ({letter.recommender_email}): {letter.status === 'received' ? `received${letter.received_at ? ` ${formatLongDate(letter.received_at)}` : ''}` : 'not received yet'}
                </p>
                {letter.text && <blockquote className="mt-1 whitespace-pre-line border-l-2 border-gold-300 pl-3">{letter.text}</blockquote>}
                {letter.file_id !== null && (
                  <button type="button" onClick={() => open(letter.file_id!, `${letter.recommender_name}’s letter`)} className="mt-1 text-navy-800 underline">
                    Open {letter.recommender_name}’s letter (PDF)
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
