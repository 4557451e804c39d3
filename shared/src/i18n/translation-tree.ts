/** The same keys as the Spanish texts `T`, each with a string: TypeScript then flags a key another language lacks. */
export type TranslationTree<T> = { [K in keyof T]: T[K] extends string ? string : TranslationTree<T[K]> };
