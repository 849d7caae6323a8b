import { utcOffsets } from '#contract/common/dates.ts'
import { cityInputSchema, type City } from '#contract/dictionaries/city.ts'
import { dataColumnHelper } from '../../../ui/data-table.tsx'
import { FormCell, FormGrid } from '../../../ui/fields/form-grid.tsx'
import { ListField } from '../../../ui/fields/list-field.tsx'
import { useEntryForm } from '../entry-form.ts'
import { offsetText } from '../format.ts'
import { DictionaryTab } from './dictionary-tab.tsx'
import { EntryDialog, EntryNameCell } from './entry-dialog.tsx'

const column = dataColumnHelper<City>()
const columns = [
  column.accessor('name', { header: 'Название' }),
  column.accessor('utcOffset', { header: 'Часовой пояс', cell: (info) => offsetText(info.getValue()) }),
]

const offsetOptions = utcOffsets.map((hours) => ({ value: hours, label: offsetText(hours) }))

export function CitiesTab() {
  return (
    <DictionaryTab
      entity="city"
      label="Города"
      addLabel="Добавить город"
      searchHint="Название города"
      empty="В справочнике нет городов"
      columns={columns}
      nameOf={(city) => city.name}
      dialog={(city, close) => <CityDialog city={city} onClose={close} />}
    />
  )
}

type CityFormValues = { name: string; utcOffset: number }

/** Orders keep their instants: a new offset changes how their times are shown, not when they are. */
function CityDialog({ city, onClose }: { city: City | null; onClose: () => void }) {
  const { form, submit, submitting } = useEntryForm({
    entity: 'city',
    id: city?.id ?? null,
    schema: cityInputSchema,
    defaultValues: { name: city?.name ?? '', utcOffset: city?.utcOffset ?? 3 } satisfies CityFormValues,
    onSaved: onClose,
  })
  return (
    <EntryDialog
      title={city ? `Город «${city.name}»` : 'Новый город'}
      width={400}
      isNew={!city}
      submitting={submitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormGrid>
        <EntryNameCell registration={form.register('name')} error={form.formState.errors.name?.message} />
        <FormCell wide>
          <ListField
            control={form.control}
            name="utcOffset"
            label="Часовой пояс"
            options={offsetOptions}
            hint={city ? 'Время уже созданных заказов не сдвинется' : undefined}
          />
        </FormCell>
      </FormGrid>
    </EntryDialog>
  )
}
