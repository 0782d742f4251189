import { createDeflate, deflateSync } from 'node:zlib'

import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts } from 'pdf-lib'

// The PDFs of the attack on issue 42, made here from raw bytes and pdf-lib (no binary fixtures).

/** A PDF of raw objects (`bodies[i]` is object i + 1; the first is the catalog) with a correct cross-reference table. */
export function rawPdf(bodies: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  let length = parts[0]!.length
  const offsets: number[] = []
  bodies.forEach((body, index) => {
    offsets.push(length)
    const chunk = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), typeof body === 'string' ? Buffer.from(body, 'latin1') : body, Buffer.from('\nendobj\n')])
    parts.push(chunk)
    length += chunk.length
  })
  const xref = [`xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`, ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)].join('')
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`))
  return Buffer.concat(parts)
}

const PAGES = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>']

/** A stream object's bytes: its dictionary (without /Length) and its already-encoded contents. */
const streamObject = (dict: string, contents: Buffer) => Buffer.concat([Buffer.from(`<< ${dict} /Length ${contents.length} >>\nstream\n`), contents, Buffer.from('\nendstream')])

/** One deflate stream of `header` followed by `zeros` zero bytes, never held inflated: 500 MB become about 500 KB. */
async function deflatedHeaderAndZeros(header: Buffer, zeros: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 })
  const out: Buffer[] = []
  deflate.on('data', (chunk: Buffer) => out.push(chunk))
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve)
    deflate.on('error', reject)
  })
  deflate.write(header)
  const chunk = Buffer.alloc(4 * 1024 * 1024)
  for (let left = zeros; left > 0; left -= chunk.length) {
    if (!deflate.write(left >= chunk.length ? chunk : chunk.subarray(0, left))) await new Promise((resolve) => deflate.once('drain', resolve))
  }
  deflate.end()
  await done
  return Buffer.concat(out)
}

/** A one-page PDF whose one object stream inflates to `inflatedBytes` (500 MB in the attack, from about 500 KB). */
export async function objectStreamBomb(inflatedBytes = 500 * 1024 * 1024): Promise<Buffer> {
  // The stream's header names one object (number 5, at offset 0: `null`); the zeros follow it.
  const header = Buffer.from('5 0 null ')
  const contents = await deflatedHeaderAndZeros(header, inflatedBytes)
  return rawPdf([...PAGES, streamObject(`/Type /ObjStm /N 1 /First ${header.indexOf('null')} /Filter /FlateDecode`, contents)])
}

/** A one-page PDF of `count` tiny objects (`0`), packed into compressed object streams of 100,000 each. */
export function manyObjects(count = 800_000): Buffer {
  const streams: Buffer[] = []
  let next = 4
  for (let left = count; left > 0;) {
    const n = Math.min(left, 100_000)
    const numbers: string[] = []
    for (let i = 0; i < n; i++) numbers.push(`${next + 1 + i} ${i * 2}`)
    const headerText = `${numbers.join(' ')} `
    const objects = '0 '.repeat(n)
    streams.push(streamObject(`/Type /ObjStm /N ${n} /First ${headerText.length} /Filter /FlateDecode`, deflateSync(Buffer.from(headerText + objects), { level: 9 })))
    next += n + 1
    left -= n
  }
  // Object numbers: the three page objects, then each object stream followed by the objects it holds.
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')]
  let length = parts[0]!.length
  const offsets: [number, number][] = []
  const add = (number: number, body: string | Buffer) => {
    offsets.push([number, length])
    const chunk = Buffer.concat([Buffer.from(`${number} 0 obj\n`), typeof body === 'string' ? Buffer.from(body) : body, Buffer.from('\nendobj\n')])
    parts.push(chunk)
    length += chunk.length
  }
  PAGES.forEach((body, index) => add(index + 1, body))
  let number = 4
  for (const [index, stream] of streams.entries()) {
    add(number, stream)
    number += Math.min(100_000, count - index * 100_000) + 1
  }
  const xref = ['xref\n0 4\n0000000000 65535 f \n', ...offsets.slice(0, 3).map(([, offset]) => `${String(offset).padStart(10, '0')} 00000 n \n`)].join('')
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${number} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`))
  return Buffer.concat(parts)
}

/** The crafted file of the attack: a PDF header, a cross-reference keyword and the end marker, nothing else. */
export const craftedPdf = (): Buffer =>
  Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Length 0 >>\nendobj\nxref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 >>\nstartxref\n0\n%%EOF\n', 'latin1')

/** The words the page shows (a reviewer must still read them). */
export const PAGE_TEXT = 'Rivers teach patience to whoever waits beside them'

/** Every way the attack's PDF names the applicant (or acts when opened), as text that must appear nowhere in a review copy. */
export const IDENTITY_WORDS = ['Alice', 'Anders', 'alice.anders', 'Alice_Anders_CV', 'Anders High School', 'Anders Bakery']

/**
 * The attack's "blind" PDF: the page's words, and the applicant's name in custom document-info
 * keys, a comment, an embedded file, a bookmark, page-level XMP without /Type, XMP on a form
 * XObject the page draws, an orphaned `/Author` object, a form field; and open-time JavaScript,
 * a URI link, page actions.
 */
export async function identityPdf(): Promise<Buffer> {
  const document = await PDFDocument.create()
  const font = await document.embedFont(StandardFonts.Helvetica)
  const page = document.addPage([420, 300])
  page.drawText(PAGE_TEXT, { x: 20, y: 250, size: 12, font })
  const context = document.context

  document.setTitle('Essay of Alice Anders')
  document.setAuthor('Alice Anders')
  document.setCreator('Alice Anders’s laptop')
  const info = context.lookup(context.trailerInfo.Info) as PDFDict
  info.set(PDFName.of('Company'), PDFString.of('Anders Bakery'))
  info.set(PDFName.of('AuthorEmail'), PDFString.of('alice.anders@example.com'))

  // A form XObject, drawn on the page, carrying XMP that names her.
  const xmp = (what: string) => context.stream(`<x:xmpmeta xmlns:x="adobe:ns:meta/"><dc:creator>Alice Anders (${what})</dc:creator></x:xmpmeta>`, { Subtype: 'XML' })
  const form = context.stream('0 0 1 rg 0 0 10 10 re f', {
    Type: 'XObject',
    Subtype: 'Form',
    BBox: [0, 0, 10, 10],
    Metadata: context.register(xmp('form')),
    PieceInfo: { Word: { Private: PDFString.of('Alice Anders') } },
  })
  const formRef = context.register(form)
  page.node.setXObject(PDFName.of('Stamp'), formRef)
  const stamp = context.stream('q 1 0 0 1 20 20 cm /Stamp Do Q')
  page.node.addContentStream(context.register(stamp))

  // Page-level XMP with no /Type, and the page's own actions.
  page.node.set(PDFName.of('Metadata'), context.register(xmp('page')))
  const script = (js: string) => context.obj({ S: 'JavaScript', JS: PDFString.of(js) })
  page.node.set(PDFName.of('AA'), context.obj({ O: script("app.alert('page of Alice Anders')"), C: script('app.launchURL("https://alice.anders.example/closed")') }))

  // A comment, a URI link and a form field's widget.
  const comment = context.obj({ Type: 'Annot', Subtype: 'Text', Rect: [300, 200, 320, 220], Contents: PDFString.of('Comment: written by Alice Anders'), T: PDFString.of('Alice Anders') })
  const link = context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [20, 240, 200, 262], A: context.obj({ S: 'URI', URI: PDFString.of('https://alice.anders.example/') }) })
  const widget = context.obj({ Type: 'Annot', Subtype: 'Widget', FT: 'Tx', T: PDFString.of('Signed Alice Anders'), V: PDFString.of('Alice Anders'), Rect: [20, 20, 120, 40] })
  const widgetRef = context.register(widget)
  page.node.set(PDFName.of('Annots'), context.obj([context.register(comment), context.register(link), widgetRef]))
  document.catalog.set(PDFName.of('AcroForm'), context.obj({ Fields: [widgetRef] }))

  // An embedded file, named for her.
  await document.attach(Buffer.from('Curriculum vitae of Alice Anders, Anders High School'), 'Alice_Anders_CV.txt', { mimeType: 'text/plain', description: 'CV of Alice Anders' })

  // A bookmark naming her.
  const outlines = context.nextRef()
  const item = context.register(context.obj({ Title: PDFString.of('Alice Anders: essay'), Parent: outlines, Dest: [page.ref, 'Fit'] }))
  context.assign(outlines, context.obj({ Type: 'Outlines', First: item, Last: item, Count: 1 }))
  document.catalog.set(PDFName.of('Outlines'), outlines)

  // Open-time JavaScript, and a document-level script in the name tree.
  document.catalog.set(PDFName.of('OpenAction'), script("app.alert('Hello from Alice Anders')"))
  const names = context.obj({})
  document.catalog.set(PDFName.of('Names'), names)
  names.set(PDFName.of('JavaScript'), context.obj({ Names: [PDFHexString.fromText('init'), script('this.print()')] }))

  // An orphaned object naming her, reachable from nothing.
  context.register(context.obj({ Author: PDFString.of('Alice Anders'), Producer: PDFString.of('Anders High School') }))
  return Buffer.from(await document.save({ useObjectStreams: false }))
}
