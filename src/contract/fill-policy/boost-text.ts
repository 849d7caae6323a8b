/**
 * «+10 %», as workers and staff read a rise on the order. Apart from the boosts' schemas: the worker's order card
 * is on the first screen, whose modules must create no zod object before the app turns zod's eval probe off.
 */
export const boostText = (percent: number) => `+${percent}\u00a0%`
