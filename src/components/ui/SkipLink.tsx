/**
 * "Skip to content": the first tab stop of a page, shown when focused, taking focus past the
 * header and menus to `target` (an element with tabIndex={-1}, so that it can take focus).
 */
export function SkipLink({ target }: { target: string }) {
  return (
    <a href={`#${target}`} className="sr-only z-50 rounded bg-gold-400 px-4 py-2 font-semibold text-navy-950 focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
      Skip to content
    </a>
  )
}
