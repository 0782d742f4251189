import { useEffect, useMemo } from 'react'

/** A local address for the chosen image's preview (none for another kind of file), released when it changes. */
export function usePreview(file: File | undefined): string | null {
  const url = useMemo(() => (file && file.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file])
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url)
    },
    [url],
  )
  return url
}
