/**
 * A problem with the whole form rather than one field: its checks could not be fetched (the
 * connection dropped), so a send did nothing. Said at once (an alert) beside the button, so the
 * visitor knows to try again instead of waiting. Nothing is shown while there is no problem.
 */
export function FormProblem({ error }: { error?: { message?: string } }) {
  if (!error?.message) return null
  return (
    <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      {error.message}
    </p>
  )
}
