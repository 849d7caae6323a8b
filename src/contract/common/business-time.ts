/** Business days (SMS limits, the tax service's request date, the payout year) are counted in Moscow time. */
export const businessUtcOffsetHours = 3
