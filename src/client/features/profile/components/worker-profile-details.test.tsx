// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Worker } from '#contract/workers/worker.ts'
import { personDocuments } from '../../../shared/worker-profile/testing/person-documents.ts'
import { WorkerProfileDetails } from './worker-profile-details.tsx'

afterEach(cleanup)

const worker: Worker = {
  id: 1,
  state: 'SELF_EMPLOYED',
  phone: '+79990000011',
  lastName: 'Иванова',
  firstName: 'Мария',
  patronymic: null,
  ...personDocuments,
  citizenship: { id: 1, code: 'RUS', name: 'Россия' },
  city: { id: 10, name: 'Коломна' },
  selfEmployed: true,
  fund: { id: 100, name: 'Основной фонд', guid: '5f0c6a2e-8d1b-4c3e-9a7f-2b6d4e8f1a01' },
  selfEmployedService: { id: 1000, fullName: 'Кассир', zupId: 'ZUP-000123' },
  bankStatus: 'SENT',
  bankChangedFields: [],
  blockedUntil: null,
  rating: null,
  reliability: { lateReleases: 0, percent: null },
  createdAt: '2026-11-01T10:00:00.000Z',
  confirmedAt: null,
  npd: {
    registered: true,
    checkedAt: '2026-11-22T11:05:00.000Z',
    requestDate: '2026-11-22',
    message: '500100732259 является плательщиком налога на профессиональный доход',
  },
  paidThisYear: '2050000.00',
  version: 1,
}

const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent

describe("the worker's own profile", () => {
  it('shows the fund as name and guid and the position as name and zupId (spec section 3)', () => {
    render(<WorkerProfileDetails worker={worker} />)
    expect(valueOf('Подменный фонд')).toBe('Основной фонд5f0c6a2e-8d1b-4c3e-9a7f-2b6d4e8f1a01')
    expect(valueOf('Должность')).toBe('КассирZUP-000123')
  })

  it("shows the tax service's last answer as its proof, and this year's payouts against the НПД limit", () => {
    render(<WorkerProfileDetails worker={worker} />)
    expect(valueOf('Статус по данным ФНС')).toBe('Самозанятый на 22-11-2026, проверено 22-11-2026, 14:05')
    expect(valueOf('Выплаты за год')).toMatch(
      /^Выплачено в \d{4} году: 2\u00a0050\u00a0000\u00a0₽\u00a0из\u00a02\u00a0400\u00a0000\u00a0₽Близко к годовому лимиту/,
    )
  })

  it('shows dates in the display form DD-MM-YYYY', () => {
    render(<WorkerProfileDetails worker={worker} />)
    expect(valueOf('Дата рождения')).toBe('12-04-1998')
    expect(valueOf('Дата выдачи')).toBe('20-05-2018')
  })
})
