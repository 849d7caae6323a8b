/** The product version (spec section 1), shown in the drawer and the API document. */
export const productVersion = '2.0.0'
