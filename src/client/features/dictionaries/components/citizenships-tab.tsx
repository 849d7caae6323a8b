import { citizenshipInputSchema, type Citizenship } from '#contract/dictionaries/citizenship.ts'
import { dataColumnHelper } from '../../../ui/data-table.tsx'
import { FormCell, FormGrid } from '../../../ui/fields/form-grid.tsx'
import { TextField } from '../../../ui/fields/text-field.tsx'
import { useEntryForm } from '../entry-form.ts'
import { DictionaryTab } from './dictionary-tab.tsx'
import { EntryDialog, EntryNameCell } from './entry-dialog.tsx'

const column = dataColumnHelper<Citizenship>()
const columns = [
  column.accessor('code', { header: 'Код', meta: { fit: true } }),
  column.accessor('name', { header: 'Название' }),
]

export function CitizenshipsTab() {
  return (
    <DictionaryTab
      entity="citizenship"
      label="Гражданства"
      addLabel="Добавить гражданство"
      searchHint="Код или название"
      empty="В справочнике нет гражданств"
      columns={columns}
      nameOf={(citizenship) => citizenship.name}
      dialog={(citizenship, close) => <CitizenshipDialog citizenship={citizenship} onClose={close} />}
    />
  )
}

function CitizenshipDialog(props: { citizenship: Citizenship | null; onClose: () => void }) {
  const { citizenship } = props
  const { form, submit, submitting } = useEntryForm({
    entity: 'citizenship',
    id: citizenship?.id ?? null,
    schema: citizenshipInputSchema,
    defaultValues: { code: citizenship?.code ?? '', name: citizenship?.name ?? '' },
    onSaved: props.onClose,
  })
  const code = form.register('code')
  return (
    <EntryDialog
      title={citizenship ? `Гражданство «${citizenship.name}»` : 'Новое гражданство'}
      width={400}
      isNew={!citizenship}
      submitting={submitting}
      onClose={props.onClose}
      onSubmit={submit}
    >
      <FormGrid>
        <FormCell wide>
          <TextField
            label="Код страны"
            maxLength={3}
            autoComplete="off"
            hint="Три латинские буквы, например RUS"
            {...code}
            onChange={(event) => {
              event.target.value = event.target.value.toUpperCase()
              return code.onChange(event)
            }}
            error={form.formState.errors.code?.message}
          />
        </FormCell>
        <EntryNameCell registration={form.register('name')} error={form.formState.errors.name?.message} />
      </FormGrid>
    </EntryDialog>
  )
}
