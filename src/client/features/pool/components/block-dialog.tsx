import { useForm } from 'react-hook-form'
import { poolEndpoints as calls } from '#contract/pool/endpoints.ts'
import { poolMessages } from '#contract/pool/messages.ts'
import { fieldErrorsOf } from '../../../lib/field-errors.ts'
import { Button } from '../../../ui/button.tsx'
import { Dialog, DialogBody, DialogFooter } from '../../../ui/dialog.tsx'
import { DateField } from '../../../ui/fields/date-field.tsx'
import { TextareaField } from '../../../ui/fields/textarea-field.tsx'
import { useStandingChange } from '../api/pool-calls.ts'
import { ReasonField } from '../../../shared/restrictions/reason-field.tsx'
import type { RestrictionReasonCode } from '#contract/restrictions/reasons.ts'

type BlockForm = { reasonCode: RestrictionReasonCode | null; reason: string; until: string | null }

/** The two restrictions staff make at a shop with a reason and an optional last day (decisions 096, 114). */
const kinds = {
  block: {
    title: 'Блокировка',
    intro: (name: string) =>
      `${name} перестанет видеть заказы этого магазина и не сможет на них откликаться. Из избранных магазина исполнитель будет убран.`,
    reasonRequired: poolMessages.reasonRequired,
    until: 'Последний день блокировки',
    untilHint: 'Пусто — пока не разблокируют',
    button: 'Заблокировать',
  },
  exclude: {
    title: 'Без автопринятия',
    intro: (name: string) =>
      `${name} по-прежнему видит заказы магазина и откликается на них, но правило автопринятия отклики не примет: исполнителя выберет сотрудник. Исполнитель увидит причину и сможет обжаловать.`,
    reasonRequired: poolMessages.exclusionReasonRequired,
    until: 'Последний день исключения',
    untilHint: 'Пусто — пока не вернут в автопринятие',
    button: 'Исключить',
  },
} as const

/**
 * Blocking a worker for a shop, or excluding them from its auto-accept: the reason from the list and the words
 * are required (the worker reads them), the last day optional.
 */
export function BlockDialog(props: {
  kind: keyof typeof kinds
  shopId: number
  shopName: string
  workerId: number
  workerName: string
  onClose: () => void
}) {
  const texts = kinds[props.kind]
  const blocking = useStandingChange(calls.block, 'Исполнитель заблокирован для магазина')
  const excluding = useStandingChange(calls.exclude, 'Исполнитель исключён из автопринятия магазина')
  const block = props.kind === 'block' ? blocking : excluding
  const form = useForm<BlockForm>({
    defaultValues: { reasonCode: null, reason: '', until: null },
    mode: 'onTouched',
  })
  const submit = form.handleSubmit(async (values) => {
    await block.submit(
      {
        body: {
          shopId: props.shopId,
          selfEmployedId: props.workerId,
          reason: values.reason,
          until: values.until || null,
          reasonCode: values.reasonCode!,
        },
      },
      { onDone: props.onClose, placeIn: fieldErrorsOf(form, ['reasonCode', 'reason', 'until']) },
    )
  })
  return (
    <Dialog open onClose={props.onClose} title={`${texts.title}: ${props.shopName}`} width={600}>
      <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
        <DialogBody>
          <div className="space-y-5">
            <p className="text-sm text-gray-700">{texts.intro(props.workerName)}</p>
            <ReasonField control={form.control} name="reasonCode" />
            <TextareaField
              label="Пояснение"
              rows={3}
              maxLength={500}
              {...form.register('reason', {
                validate: (value) => value.trim().length > 0 || texts.reasonRequired,
              })}
              error={form.formState.errors.reason?.message}
            />
            <DateField control={form.control} name="until" label={texts.until} hint={texts.untilHint} />
          </div>
        </DialogBody>
        <DialogFooter>
          <Button variant="ghost" onClick={props.onClose}>
            Отмена
          </Button>
          <Button type="submit" variant="danger" loading={form.formState.isSubmitting}>
            {texts.button}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  )
}
