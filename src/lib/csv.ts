/** A CSV cell: quoted when needed, and never read as a formula by a spreadsheet. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** One CSV line (CRLF-ended) of cells. */
export const csvLine = (cells: string[]): string => `${cells.map(csvCell).join(',')}\r\n`

/** The byte-order mark that makes spreadsheets read a CSV file as UTF-8. */
export const CSV_BOM = '\uFEFF'
