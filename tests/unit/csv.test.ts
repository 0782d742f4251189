import { describe, expect, it } from 'vitest'

import { csvCell } from '@/lib/csv'

describe('csvCell: safe in any spreadsheet', () => {
  it.each([
    ['plain text', 'Ann Smith', 'Ann Smith'],
    ['a formula', '=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['a plus', '+1 555', "'+1 555"],
    ['a minus', '-2+3', "'-2+3"],
    ['an at sign', '@SUM(A1)', "'@SUM(A1)"],
    ['a leading tab', '\t=1', "'\t=1"],
    ['a leading carriage return', '\r=1', `"'\r=1"`],
    ['a comma', 'In memory, always', '"In memory, always"'],
    ['a quote', 'She said "light"', '"She said ""light"""'],
    ['a line break', 'line one\nline two', '"line one\nline two"'],
    ['empty', '', ''],
    ['a formula sign later on', 'a=b', 'a=b'],
  ])('%s', (_label, value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })
})
