import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

/** Staff-edited rich text (biography, legal pages), rendered on the server. */
export function RichText({ data }: { data: unknown }) {
  if (!data || typeof data !== 'object') return null
  return <LexicalRichText data={data as SerializedEditorState} className="prose-site space-y-4 leading-relaxed text-slate-700" />
}
