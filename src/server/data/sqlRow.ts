/**
 * Row types for the few reads and writes written in SQL, derived from the Payload collection's
 * generated type (src/payload-types.ts), so that renaming or removing a field in the collection
 * breaks the typecheck of every query that reads it.
 */

/** A Payload field name as its Postgres adapter names the column: `createdAt` → `created_at`. */
export type ColumnName<Field extends string> = Field extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${ColumnName<Tail>}` : Field

/** The column of a Payload field, as the type above names it. */
export const columnName = <Field extends string>(field: Field): ColumnName<Field> => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) as ColumnName<Field>

/** NULL where the field may be empty (optional or nullable in Payload's type). */
type NullWhenEmpty<T> = undefined extends T ? null : null extends T ? null : never

/**
 * One row of `pool.query` selecting the fields `Fields` of the Payload document `Doc`, as
 * node-postgres returns it: columns snake_cased, an empty field NULL, the `timestamptz` columns
 * (`Dates`, strings in Payload's type) as Date, and the `numeric` columns (`Numerics`, Payload's
 * number fields) as strings.
 */
export type SqlRow<Doc, Fields extends keyof Doc & string, Dates extends Fields = never, Numerics extends Fields = never> = {
  [F in Fields as ColumnName<F>]-?: (F extends Dates ? Date : F extends Numerics ? string : NonNullable<Doc[F]>) | NullWhenEmpty<Doc[F]>
}
