// Apart from the pool's messages: the order cards of the worker's first screen show it, and need nothing else of them.

/** «1 оценка», «3 оценки», «12 оценок». */
export function marksCount(count: number): string {
  const lastTwo = count % 100
  const last = count % 10
  const word =
    lastTwo >= 11 && lastTwo <= 14
      ? 'оценок'
      : last === 1
        ? 'оценка'
        : last >= 2 && last <= 4
          ? 'оценки'
          : 'оценок'
  return `${count} ${word}`
}
