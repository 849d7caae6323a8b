import type { WorkerProfileInput } from '#contract/workers/profile.ts'
import { countryCodeSchema } from '#contract/workers/enums.ts'
import { checkPassport } from '#contract/workers/profile.ts'
import type { Executor } from '../../db/client.ts'
import { BadInput } from '../../kernel/errors.ts'
import { referencesExist } from './workers.repository.ts'

const unknownChoice = 'Выбранное значение не найдено'

/**
 * What the schema alone cannot check: that every chosen reference exists, and the passport by the
 * citizenship's country code. Each problem is reported under its field.
 */
export async function checkProfileAgainstData(db: Executor, profile: WorkerProfileInput): Promise<void> {
  const found = await referencesExist(db, profile)
  const problems: Record<string, string> = {}
  if (!found.citizenship) problems.citizenshipId = unknownChoice
  if (!found.city) problems.cityId = unknownChoice
  if (!found.fund) problems.fundId = unknownChoice
  if (!found.service) problems.selfEmployedServiceId = unknownChoice
  const country = countryCodeSchema.safeParse(found.citizenship?.code)
  if (country.success)
    Object.assign(problems, checkPassport(country.data, profile.passportSeries ?? '', profile.passportNumber))
  const messages = Object.values(problems)
  if (messages.length) throw new BadInput([...new Set(messages)].join('; '), problems)
}

/** The profile as stored: empty optional values become null. */
export function profileColumns(profile: WorkerProfileInput) {
  return {
    ...profile,
    patronymic: profile.patronymic || null,
    passportSeries: profile.passportSeries || null,
  }
}
