import { describe, expect, it } from 'vitest'
import { isSearchTerm } from '../common/rules.ts'
import { addressQuerySchema } from './addresses.ts'

const messageOf = (query: unknown) => addressQuerySchema.safeParse({ query }).error?.issues[0]?.message

describe('the address query: at least 3 characters, spaces around them not counted', () => {
  it('takes 3 characters and more', () => {
    expect(isSearchTerm('Кол')).toBe(true)
    expect(messageOf('Кол')).toBeUndefined()
    expect(messageOf('Коломна, ул Ленина')).toBeUndefined()
  })

  it('refuses 1 or 2 characters, or only spaces, with Russian messages', () => {
    expect(isSearchTerm(' Ко ')).toBe(false)
    expect(messageOf('Ко')).toBe('Введите не менее 3 символов')
    expect(messageOf('  Ко  ')).toBe('Введите не менее 3 символов')
    expect(messageOf('   ')).toBe('Поле не должно быть пустым')
    expect(messageOf(undefined)).toBe('Поле не должно быть пустым')
    expect(messageOf('я'.repeat(257))).toBe('Введите не более 256 символов')
  })
})
