/** The type a language's texts must have: every key of the English ones, each text any string. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
