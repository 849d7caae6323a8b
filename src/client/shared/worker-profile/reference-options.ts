import { sortCitizenships, type Citizenship } from '#contract/dictionaries/citizenship.ts'
import type { City } from '#contract/dictionaries/city.ts'
import type { Fund } from '#contract/dictionaries/fund.ts'
import type { Service } from '#contract/dictionaries/service.ts'
import { genderLabels, type Gender } from '#contract/workers/enums.ts'
import type { Option } from '../../ui/fields/options.ts'

export const genderOptions: Option<Gender>[] = (Object.keys(genderLabels) as Gender[]).map((gender) => ({
  value: gender,
  label: genderLabels[gender],
}))

/** RUS first, the rest by name (spec section 3). */
export const citizenshipOptions = (list: readonly Citizenship[] = []): Option<number>[] =>
  sortCitizenships(list).map((citizenship) => ({ value: citizenship.id, label: citizenship.name }))

export const cityOptions = (list: readonly City[] = []): Option<number>[] =>
  list.map((city) => ({ value: city.id, label: city.name }))

/** A fund is shown as its name and guid (spec section 3). */
export const fundOptions = (list: readonly Fund[] = []): Option<number>[] =>
  list.map((fund) => ({ value: fund.id, label: fund.name, description: fund.guid }))

/** A position (Должность) is a service, shown as its name and zupId (spec section 3). */
export const positionOptions = (list: readonly Service[] = []): Option<number>[] =>
  list.map((service) => ({ value: service.id, label: service.fullName, description: service.zupId }))
