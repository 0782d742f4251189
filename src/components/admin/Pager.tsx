/** Previous / Page n of m / Next under a paged staff list (`page` counts from 0). */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center gap-3 text-sm">
      <button type="button" disabled={page === 0} onClick={() => onPage(page - 1)} className="rounded border px-3 py-1 disabled:opacity-50">Previous</button>
      <span>Page {page + 1} of {pages}</span>
      <button type="button" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)} className="rounded border px-3 py-1 disabled:opacity-50">Next</button>
    </nav>
  )
}
