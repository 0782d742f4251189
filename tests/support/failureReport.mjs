// What of a failed vitest run's output to print again at the end of the integration tier's log.
const REPORT_LINES = 250
const REPORT_START = /⎯ (Failed (Tests|Suites) \d+|Unhandled Errors?) ⎯/

/**
 * Vitest's own failure report (from "Failed Tests", "Failed Suites" or "Unhandled Errors" on), or the
 * run's last lines when it failed without one (a crash, an exit code set after the tests). The app's
 * log lines inside it are left out; colour codes are stripped.
 * @param {string[]} lines
 * @returns {string[]}
 */
export function failureReport(lines) {
  const plain = lines.map((line) => line.replace(/\x1b\[[0-9;]*m/g, ''))
  const start = plain.findIndex((line) => REPORT_START.test(line))
  const report = start === -1 ? plain.slice(-REPORT_LINES) : plain.slice(start)
  return report.filter((line) => !line.startsWith('[app] ')).slice(0, REPORT_LINES)
}
