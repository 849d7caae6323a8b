import { describe, expect, it } from 'vitest'
import { boostText } from './boost-text.ts'
import { boostedTariff, boostPolicyProblem, nextBoostPercent } from './boosts.ts'

describe('rates that rise (decision 106)', () => {
  it('raises the tariff by per cent of the tariff before the first rise, to the kopeck', () => {
    expect(boostedTariff('1000.00', 10)).toBe('1100.00')
    expect(boostedTariff('1000.00', 30)).toBe('1300.00')
    expect(boostedTariff('333.33', 10)).toBe('366.66')
    expect(boostedTariff('0.05', 10)).toBe('0.06')
    expect(boostedTariff('2800.00', 0)).toBe('2800.00')
  })

  it('adds a step per rise and stops at the cap', () => {
    const policy = { boostPercent: 10, boostCapPercent: 25 }
    expect(nextBoostPercent(0, policy)).toBe(10)
    expect(nextBoostPercent(10, policy)).toBe(20)
    expect(nextBoostPercent(20, policy)).toBe(25)
  })

  it('refuses a cap below the step, unless rises are off', () => {
    const policy = { boostWindowHours: 24, boostPercent: 20, boostEveryMinutes: 60, boostCapPercent: 10 }
    expect(boostPolicyProblem(policy)?.field).toBe('boostCapPercent')
    expect(boostPolicyProblem({ ...policy, boostPercent: 0 })).toBeNull()
    expect(boostPolicyProblem({ ...policy, boostCapPercent: 20 })).toBeNull()
  })

  it('writes a rise as workers read it', () => {
    expect(boostText(10)).toBe('+10\u00a0%')
  })
})
