import { useQuery } from '@tanstack/react-query'
import { Button } from '../../../ui/button.tsx'
import { Chip } from '../../../ui/chip.tsx'
import { availableSlotsQuery, mySlotsQuery, useTakeSlot } from '../api/standby-calls.ts'
import { SlotCard, slotTitleId } from './slot-card.tsx'

/**
 * «Заказы»: the open standby slots of my city, each with «Взять дежурство». Nothing is shown while there are none,
 * so the orders stay the page's first thing.
 */
export function StandbyOffers() {
  const slots = useQuery(availableSlotsQuery())
  const take = useTakeSlot()
  if (!slots.data?.length) return null
  return (
    <section aria-labelledby="standby-offers" className="space-y-3">
      <h2 id="standby-offers" className="text-base font-semibold text-gray-900">
        Дежурства
      </h2>
      {slots.data.map((slot) => (
        <SlotCard key={slot.id} slot={slot}>
          <Button
            block
            loading={take.isPending && take.variables?.body.id === slot.id}
            aria-describedby={slotTitleId(slot.id)}
            onClick={() => void take.submit({ body: { id: slot.id } })}
          >
            Взять дежурство
          </Button>
        </SlotCard>
      ))}
    </section>
  )
}

/** «Мои текущие заказы»: the slots I took, waiting for a call or for the window's end. */
export function MyStandby() {
  const slots = useQuery(mySlotsQuery())
  if (!slots.data?.length) return null
  return (
    <section aria-labelledby="my-standby" className="space-y-3">
      <h2 id="my-standby" className="text-base font-semibold text-gray-900">
        Мои дежурства
      </h2>
      {slots.data.map((slot) => (
        <SlotCard key={slot.id} slot={slot} status={<Chip tone="teal">Вы на дежурстве</Chip>} />
      ))}
    </section>
  )
}
