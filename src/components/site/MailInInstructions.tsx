/** The collapsible "Mail-In Donation Instructions" of the donate page. */
export function MailInInstructions({ payableTo, address, open = false }: { payableTo: string; address: string; open?: boolean }) {
  return (
    <details id="mail-in" open={open} className="group rounded-lg bg-white p-6 shadow-sm">
      <summary className="cursor-pointer text-xl font-bold text-navy-900">Mail-In Donation Instructions</summary>
      <ol className="mt-4 list-decimal space-y-2 pl-5 text-slate-700">
        <li>
          Make your check payable to <strong>{payableTo}</strong>.
        </li>
        <li>Write your email address on the check or an enclosed note, so we can send your receipt.</li>
        <li>Add a memo line with any dedication or the program you wish to support.</li>
        <li>
          Mail it to: <span className="whitespace-pre-line font-semibold">{address}</span>
        </li>
      </ol>
    </details>
  )
}
