import { describe, expect, it } from 'vitest'

import { IMPORT_MESSAGES } from '@/contracts/imports'
import { DomainError } from '@/server/domain/errors'
import { campaignNames, checkRows, decodeCsv, giftKey, importAmount, importDate, importMethod, mappingProblems, parseCsv, proposeMapping, withoutDuplicates } from '@/server/services/imports/giftRows'

// The pure part of importing gifts from a spreadsheet (src/server/services/imports/giftRows.ts):
// bytes to rows, a mapping from the headers, each row checked into a gift or its problems, and
// duplicates by External ID or by day, amount, donor and check number.

const fieldOf = (run: () => unknown): string | undefined => {
  try {
    run()
  } catch (error) {
    if (error instanceof DomainError) return error.fields?.file
    throw error
  }
  return undefined
}

describe('decodeCsv and parseCsv: a file’s bytes to a header and rows', () => {
  it('drops a UTF-8 BOM and keeps accents', () => {
    const table = parseCsv(decodeCsv(new TextEncoder().encode('\uFEFFDate,Amount,Name\n2024-03-15,25,Zoë Ávila\n')))
    expect(table.columns).toEqual(['Date', 'Amount', 'Name'])
    expect(table.rows).toEqual([['2024-03-15', '25', 'Zoë Ávila']])
  })

  it('reads Windows-1252, as Excel saves a CSV (é is 0xE9, the curly apostrophe 0x92)', () => {
    const bytes = Uint8Array.from([...Buffer.from('Name,Amount\nRen'), 0xe9, 0x92, ...Buffer.from('s,10\n')])
    expect(parseCsv(decodeCsv(bytes)).rows[0]).toEqual(['René’s', '10'])
  })

  it('keeps quoted commas and line breaks, and leaves blank lines out', () => {
    const table = parseCsv('Name,Note\n"Smith, Ann","two\nlines"\n\n,\nBob,x\n')
    expect(table.rows).toEqual([
      ['Smith, Ann', 'two\nlines'],
      ['Bob', 'x'],
    ])
  })

  it('refuses what is not a CSV of rows, each with the words staff read', () => {
    expect(fieldOf(() => decodeCsv(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00])))).toBe(IMPORT_MESSAGES.notCsv)
    expect(fieldOf(() => parseCsv('%PDF-1.7\n1 0 obj'))).toBe(IMPORT_MESSAGES.notCsv)
    expect(fieldOf(() => parseCsv('just some words\nand more words\n'))).toBe(IMPORT_MESSAGES.notCsv)
    expect(fieldOf(() => parseCsv('Date,Amount\n'))).toBe(IMPORT_MESSAGES.empty)
    expect(fieldOf(() => parseCsv('Date,Amount,date\n1,2,3\n'))).toBe(IMPORT_MESSAGES.duplicateHeader('date'))
    expect(fieldOf(() => parseCsv('Date,Amount\n2024-01-01,"25\n2024-01-02,30\n'))).toMatch(/could not be read near line/)
  })

  it('refuses more than 50,000 rows', () => {
    expect(fieldOf(() => parseCsv(`Date,Amount\n${'2024-01-01,5\n'.repeat(50_001)}`))).toBe(IMPORT_MESSAGES.tooManyRows)
    expect(parseCsv(`Date,Amount\n${'2024-01-01,5\n'.repeat(50_000)}`).rows).toHaveLength(50_000)
  })
})

describe('proposeMapping: each field from the headers, case and spaces ignored', () => {
  it('knows common headers and this site’s own export', () => {
    expect(proposeMapping(['Gift Date', 'AMOUNT', 'First Name', 'last_name', 'E-mail', 'Payment Method', 'Check Number', 'Memo', 'External ID'])).toEqual({
      date: 'Gift Date',
      amount: 'AMOUNT',
      email: 'E-mail',
      name: null,
      first_name: 'First Name',
      last_name: 'last_name',
      method: 'Payment Method',
      check_number: 'Check Number',
      campaign: null,
      note: 'Memo',
      address: null,
      external_id: 'External ID',
    })
    const ours = proposeMapping(['ID', 'Date', 'Amount', 'Donor Name', 'Donor Email', 'Type', 'Status', 'Dedication', 'Method', 'Campaign'])
    expect(ours).toMatchObject({ external_id: 'ID', date: 'Date', amount: 'Amount', name: 'Donor Name', email: 'Donor Email', method: 'Method', campaign: 'Campaign', note: 'Dedication' })
  })

  it('names what a mapping lacks or points at wrongly', () => {
    expect(mappingProblems(['Date', 'Amount'], { date: 'Date', amount: 'Amount' })).toEqual({ mapping: IMPORT_MESSAGES.mappingNeeds })
    expect(mappingProblems(['Date', 'Amount', 'Name'], { date: 'Date', amount: 'Amount', name: 'Name', email: 'Mail' })).toEqual({ email: IMPORT_MESSAGES.unknownColumn('Mail') })
    expect(mappingProblems(['Date', 'Amount', 'Last'], { date: 'Date', amount: 'Amount', last_name: 'Last' })).toEqual({})
  })
})

describe('a cell’s value', () => {
  it.each([
    ['2024-03-15', '2024-03-15'],
    ['2024-03-15T18:30:00.000Z', '2024-03-15'],
    ['3/5/2024', '2024-03-05'],
    ['12/31/2023', '2023-12-31'],
    ['31/02/2024', null],
    ['2/30/2024', null],
    ['2024-02-30', null],
    ['15.03.2024', null],
    ['', null],
    ['2999-01-01', null],
  ])('date %j → %j', (cell, day) => expect(importDate(cell)).toBe(day))

  it.each([
    ['$1,234.50', 123_450],
    ['1234.5', 123_450],
    ['25', 2_500],
    [' $ 10.00 ', 1_000],
    ['10 USD', 1_000],
    ['-5', null],
    ['abc', null],
    ['0', null],
    ['1,23', null],
    ['10.999', null],
    ['1000000.01', null],
    ['', null],
  ])('amount %j → %j cents', (cell, cents) => expect(importAmount(cell)).toBe(cents))

  it('method: the five words, a few synonyms, empty as other', () => {
    expect(['Card', 'check', 'CASH', 'stock', 'Other', 'Credit Card', 'cheque', ''].map(importMethod)).toEqual(['card', 'check', 'cash', 'stock', 'other', 'card', 'check', 'other'])
    expect(importMethod('bitcoin')).toBeNull()
  })
})

describe('checkRows: every row into the gift it would store, or its problems', () => {
  const campaigns = campaignNames([{ slug: 'spring-appeal', title: 'Spring Appeal' }])
  const table = parseCsv(
    [
      'Date,Amount,First Name,Last Name,Email,Method,Check Number,Campaign,Memo,External ID',
      '3/15/2024,"$1,234.50",Ann,Lee,ann@example.org,check,1001,Spring Appeal,=SUM(A1),',
      '2024-03-16,-5,Bob,,not-an-email,bitcoin,,No Such Campaign,,',
      '31/02/2024,abc,,,,,,,,',
      '2024-03-17,25,Cy,Do,,cash,,spring-appeal,,X-9',
    ].join('\n'),
  )
  const mapping = proposeMapping(table.columns)
  const { gifts, problems, invalidRows } = checkRows(table, mapping, campaigns)

  it('stores a valid row as written (a cell starting with = stays text), by its spreadsheet row number', () => {
    expect(gifts[0]).toEqual({
      row: 2,
      date: '2024-03-15',
      amount_cents: 123_450,
      name: 'Ann Lee',
      email: 'ann@example.org',
      method: 'check',
      check_number: '1001',
      campaign: 'spring-appeal',
      note: '=SUM(A1)',
      address: null,
      external_id: null,
    })
    expect(gifts[1]).toMatchObject({ row: 5, campaign: 'spring-appeal', method: 'cash', external_id: 'X-9', email: null })
  })

  it('lists each problem with its row and field', () => {
    expect(invalidRows).toBe(2)
    expect(problems).toEqual([
      { row: 3, field: 'amount', message: IMPORT_MESSAGES.amount },
      { row: 3, field: 'email', message: IMPORT_MESSAGES.email },
      { row: 3, field: 'method', message: IMPORT_MESSAGES.method },
      { row: 3, field: 'campaign', message: IMPORT_MESSAGES.campaign('No Such Campaign') },
      { row: 4, field: 'date', message: IMPORT_MESSAGES.date },
      { row: 4, field: 'amount', message: IMPORT_MESSAGES.amount },
      { row: 4, field: 'name', message: IMPORT_MESSAGES.name },
    ])
  })

  it('refuses a name over its length or across lines', () => {
    const long = checkRows(parseCsv(`Date,Amount,Name\n2024-01-01,5,${'x'.repeat(201)}\n2024-01-01,5,"a\nb"\n`), { date: 'Date', amount: 'Amount', name: 'Name' }, campaigns)
    expect(long.problems.map((p) => [p.row, p.field])).toEqual([
      [2, 'name'],
      [3, 'name'],
    ])
  })
})

describe('duplicates: by External ID, else day, amount, donor and check number', () => {
  const gift = {
    row: 2,
    date: '2024-01-01',
    amount_cents: 500,
    name: 'Ann',
    email: 'Ann@Example.org',
    method: 'check' as const,
    check_number: '7',
    campaign: null,
    note: null,
    address: null,
    external_id: null,
  }

  it('skips an earlier row’s twin and a stored gift’s, keeping the first', () => {
    const twin = { ...gift, row: 3, email: ' ann@example.org ' }
    const other = { ...gift, row: 4, check_number: '8' }
    const stored = { ...gift, row: 5, date: '2024-01-02' }
    const { fresh, duplicates } = withoutDuplicates([gift, twin, other, stored], new Set([giftKey({ ...stored, email: 'ann@example.org' })]))
    expect(fresh.map((g) => g.row)).toEqual([2, 4])
    expect(duplicates.map((g) => g.row)).toEqual([3, 5])
  })

  it('two gifts of one day, amount and donor with different External IDs are two gifts', () => {
    const { fresh } = withoutDuplicates(
      [
        { ...gift, external_id: 'A' },
        { ...gift, row: 3, external_id: 'B' },
        { ...gift, row: 4, external_id: 'a' },
      ],
      new Set(),
    )
    expect(fresh.map((g) => g.row)).toEqual([2, 3])
  })
})
