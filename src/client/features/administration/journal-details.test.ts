import { describe, expect, it } from 'vitest'
import { describeDetails } from './journal-details.ts'

describe('a journal record’s details in one line', () => {
  it('shows the old and the new value of a setting', () => {
    expect(describeDetails({ before: 12, after: 24 })).toBe('12 → 24')
    expect(describeDetails({ before: '30000.00', after: '1000.00' })).toBe('30000.00 → 1000.00')
  })

  it('shows what changed in a thing, and what was added or removed', () => {
    expect(
      describeDetails({
        before: { fullName: 'Орлова Мария', isAdmin: false },
        after: { fullName: 'Орлова Мария', isAdmin: true },
      }),
    ).toBe('администратор: нет → да')
    expect(describeDetails({ before: null, after: { name: 'Тула', utcOffset: 3 } })).toBe('добавлено: Тула')
    expect(describeDetails({ before: { fullName: 'Орлова Мария' }, after: null })).toBe(
      'удалено: Орлова Мария',
    )
  })

  it('writes states in words and lists other details', () => {
    expect(describeDetails({ from: 'APPROVED', to: 'CONFIRMED' })).toBe(
      'Ожидает подтверждения исполнителем → Запланирован',
    )
    expect(
      describeDetails({ from: 'HAS_RESPONSE', to: 'APPROVED', note: 'автоматически по правилу магазина' }),
    ).toBe('Есть отклики → Ожидает подтверждения исполнителем (автоматически по правилу магазина)')
    expect(describeDetails({ from: 'SELF_EMPLOYED', to: 'BLOCKED_SELF_EMPLOYED' })).toBe(
      'Самозанятый → Самозанятый, заблокирован',
    )
    expect(describeDetails({ from: 'IN_PROGRESS', to: 'SENT' }, 'payment.sent')).toBe(
      'В процессе отправки в банк → Отправлено в банк',
    )
    expect(describeDetails({ fields: ['address', 'inn'] })).toBe('поля: address, inn')
    expect(describeDetails(null)).toBe('')
  })

  it('names a profile edit’s fields in words, the card by its last four digits and the bank status it reset', () => {
    expect(
      describeDetails(
        {
          fields: ['paymentCardNumber', 'address'],
          last4: '*0111 → *0129',
          bankStatus: { from: 'SENT', to: 'NOT_SENT' },
        },
        'worker.profile-updated',
      ),
    ).toBe('изменено: карта, адрес; карта *0111 → *0129; Отправлено в банк → Не отправлено в банк')
    expect(describeDetails({ fields: ['address'] }, 'worker.profile-edited-by-staff')).toBe('изменено: адрес')
  })

  it('speaks plain Russian: orders by number, known keys and reasons in words, no JSON', () => {
    expect(describeDetails({ rows: 2, orderNumbers: [1015, 1017] }, 'registry.payments')).toBe(
      'строк: 2; заказы №: 1015, 1017',
    )
    expect(
      describeDetails({ from: 'BLOCKED_SELF_EMPLOYED', to: 'SELF_EMPLOYED', reason: 'block expired' }),
    ).toBe('Самозанятый, заблокирован → Самозанятый')
    expect(describeDetails({ reason: 'block expired', status: 'VERIFIED' }, 'worker.x')).toBe(
      'причина: истёк срок блокировки; статус: VERIFIED',
    )
    const nested = describeDetails({ selection: { shopId: 3, cityId: 1 } }, 'registry.acts')
    expect(nested).not.toMatch(/[{}"]/)
    expect(describeDetails({ before: { phone: '' }, after: { phone: '+79001234567' } })).toBe(
      'телефон: — → +79001234567',
    )
  })

  it('cuts a very long change', () => {
    expect(describeDetails({ before: 'а'.repeat(150), after: 'б'.repeat(150) })).toHaveLength(101)
  })
})
