import type { Campaign } from '@/payload-types'

// The story: plain text paragraphs for the staff API and the pages, Lexical JSON in the
// collection (so /cms edits it as rich text). Only paragraphs of plain text are written; any
// formatting added in /cms is read back as its text.

type LexicalNode = { type?: unknown; text?: unknown; children?: unknown }
type Story = NonNullable<Campaign['story']>

/** Plain text (a blank line between paragraphs) → Lexical paragraphs. */
export function storyToLexical(text: string | null): Story | null {
  const paragraphs = paragraphsOf(text ?? '')
  if (!paragraphs.length) return null
  return {
    root: {
      type: 'root',
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
      children: paragraphs.map((paragraph) => ({
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        children: paragraph
          .split('\n')
          .flatMap((line, index) => [
            ...(index ? [{ type: 'linebreak', version: 1 }] : []),
            ...(line ? [{ type: 'text', version: 1, text: line, format: 0, detail: 0, mode: 'normal', style: '' }] : []),
          ]),
      })),
    },
  }
}

const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)

/** The text of a Lexical node: its text nodes, line breaks as new lines. */
function textOf(node: LexicalNode): string {
  if (node.type === 'linebreak') return '\n'
  if (typeof node.text === 'string') return node.text
  return Array.isArray(node.children) ? (node.children as LexicalNode[]).map(textOf).join('') : ''
}

/** Lexical → the story's paragraphs, plain text. */
export function storyParagraphs(story: Campaign['story']): string[] {
  const blocks = story?.root?.children
  if (!Array.isArray(blocks)) return []
  return (blocks as LexicalNode[]).map((block) => textOf(block).trim()).filter(Boolean)
}
