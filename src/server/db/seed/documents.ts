/** Valid document numbers made from a seed number, for demo data and test factories. */

function digitsOf(seed: number, length: number): number[] {
  return String(seed).padStart(length, '0').slice(-length).split('').map(Number)
}

function weighted(digits: number[], weights: number[]): number {
  return weights.reduce((sum, weight, index) => sum + weight * (digits[index] ?? 0), 0)
}

/** A 12-digit personal INN whose two control digits are right. */
export function innFor(seed: number): string {
  const digits = [7, 7, ...digitsOf(seed, 8)]
  const first = (weighted(digits, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10
  const second = (weighted([...digits, first], [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10
  return [...digits, first, second].join('')
}

/** An 11-digit SNILS with its control number. */
export function snilsFor(seed: number): string {
  const digits = [1, 2, ...digitsOf(seed, 7)]
  const sum = weighted(digits, [9, 8, 7, 6, 5, 4, 3, 2, 1])
  const control = sum < 100 ? sum : sum % 101 === 100 ? 0 : sum % 101
  return `${digits.join('')}${String(control).padStart(2, '0')}`
}

/** A 16-digit card number that passes the Luhn check. */
export function cardFor(seed: number): string {
  const body = [2, 2, 0, 0, ...digitsOf(seed, 11)]
  const sum = body
    .slice()
    .reverse()
    .reduce((total, digit, index) => {
      if (index % 2 === 1) return total + digit
      const doubled = digit * 2
      return total + (doubled > 9 ? doubled - 9 : doubled)
    }, 0)
  return `${body.join('')}${(10 - (sum % 10)) % 10}`
}
