/** Spec section 9's search rule, free of zod so that a page's address can be read before the schemas load. */

/** A search starts at 3 characters; shorter input sends nothing. */
export const searchMinLength = 3
/** The longest search the filters accept. */
export const searchMaxLength = 100

/** Enough typed to search by: spaces around the text do not count toward the 3 characters. */
export const isSearchTerm = (value: string) => [...value.trim()].length >= searchMinLength
