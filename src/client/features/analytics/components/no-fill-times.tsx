/**
 * The time-to-fill chart when it has no bar: no order of the period was filled, or those filled carry no fill moment
 * (orders filled before the moment was recorded), which the «Заполнено» tile would otherwise contradict.
 */
export function NoFillTimes({ filled }: { filled: number }) {
  return (
    <p className="flex h-60 items-center justify-center text-gray-500">
      {filled > 0 ? 'Время заполнения этих заказов не записано' : 'Нет заполненных заказов за этот период'}
    </p>
  )
}
