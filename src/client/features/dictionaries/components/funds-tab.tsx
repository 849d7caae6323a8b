import { fundInputSchema, type Fund } from '#contract/dictionaries/fund.ts'
import { dataColumnHelper } from '../../../ui/data-table.tsx'
import { FormCell, FormGrid } from '../../../ui/fields/form-grid.tsx'
import { TextField } from '../../../ui/fields/text-field.tsx'
import { useEntryForm } from '../entry-form.ts'
import { DictionaryTab } from './dictionary-tab.tsx'
import { EntryDialog, EntryNameCell } from './entry-dialog.tsx'

const column = dataColumnHelper<Fund>()
const columns = [
  column.accessor('name', { header: 'Название' }),
  column.accessor('guid', {
    header: 'GUID',
    cell: (info) => <span className="font-mono text-xs">{info.getValue()}</span>,
  }),
  column.accessor('code', { header: 'Код', meta: { fit: true } }),
]

export function FundsTab() {
  return (
    <DictionaryTab
      entity="fund"
      label="Фонды"
      addLabel="Добавить фонд"
      searchHint="Название, GUID или код"
      empty="В справочнике нет фондов"
      columns={columns}
      nameOf={(fund) => fund.name}
      dialog={(fund, close) => <FundDialog fund={fund} onClose={close} />}
    />
  )
}

function FundDialog({ fund, onClose }: { fund: Fund | null; onClose: () => void }) {
  const { form, submit, submitting } = useEntryForm({
    entity: 'fund',
    id: fund?.id ?? null,
    schema: fundInputSchema,
    defaultValues: { name: fund?.name ?? '', guid: fund?.guid ?? '', code: fund?.code ?? '' },
    onSaved: onClose,
  })
  const errors = form.formState.errors
  return (
    <EntryDialog
      title={fund ? `Фонд «${fund.name}»` : 'Новый фонд'}
      width={600}
      isNew={!fund}
      submitting={submitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormGrid>
        <EntryNameCell registration={form.register('name')} error={errors.name?.message} />
        <FormCell wide>
          <TextField
            label="GUID"
            maxLength={36}
            autoComplete="off"
            spellCheck={false}
            placeholder="xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"
            {...form.register('guid')}
            error={errors.guid?.message}
          />
        </FormCell>
        <FormCell>
          <TextField label="Код" maxLength={50} {...form.register('code')} error={errors.code?.message} />
        </FormCell>
      </FormGrid>
    </EntryDialog>
  )
}
