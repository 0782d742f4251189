'use client'

/** Hands a downloaded file (a CSV export) to the browser, under the name the server gave it. */
export function saveFile(file: { blob: Blob; filename: string }): void {
  const url = URL.createObjectURL(file.blob)
  Object.assign(document.createElement('a'), { href: url, download: file.filename }).click()
  URL.revokeObjectURL(url)
}
