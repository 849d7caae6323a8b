/** The current time, injected so tests can move it without waiting. */
export type Clock = () => Date

export const systemClock: Clock = () => new Date()
