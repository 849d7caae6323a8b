/** Spec section 9: the current-orders count shows 8 before it is loaded; the list shows 8 placeholder rows. */
export const initialCurrentOrdersCount = 8
