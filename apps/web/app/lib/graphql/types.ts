// Helpers for the generated operation types (./generated.ts): GraphQL lists may hold nulls and be
// null themselves; views mostly want one entry's type.

/** The type of one non-null entry of a (possibly null) GraphQL list. */
export type ListItem<T> = NonNullable<T> extends readonly (infer Item)[] ? NonNullable<Item> : never;
