import { fetchAddressSuggestions } from '../../../shared/worker-profile/address-suggestions.ts'
import { genderOptions } from '../../../shared/worker-profile/reference-options.ts'
import { AddressField } from '../../../ui/fields/address-field.tsx'
import { AutocompleteField } from '../../../ui/fields/autocomplete-field.tsx'
import { CardField } from '../../../ui/fields/card-field.tsx'
import { CheckboxField } from '../../../ui/fields/checkbox-field.tsx'
import { DateField } from '../../../ui/fields/date-field.tsx'
import { FormGrid } from '../../../ui/fields/form-grid.tsx'
import { ListField } from '../../../ui/fields/list-field.tsx'
import { MaskField } from '../../../ui/fields/mask-field.tsx'
import { NumberField } from '../../../ui/fields/number-field.tsx'
import { PasswordField } from '../../../ui/fields/password-field.tsx'
import { PhoneFormField } from '../../../ui/fields/phone-form-field.tsx'
import { SearchableField } from '../../../ui/fields/searchable-field.tsx'
import { FormSubheader } from '../../../ui/fields/subheader.tsx'
import { SwitchField } from '../../../ui/fields/switch-field.tsx'
import { FormTemplate } from '../../../ui/fields/template.tsx'
import { TextareaField } from '../../../ui/fields/textarea-field.tsx'
import { TextField } from '../../../ui/fields/text-field.tsx'
import { TimeField } from '../../../ui/fields/time-field.tsx'
import { YesNoField } from '../../../ui/fields/yes-no-field.tsx'
import { FieldStates, type FieldStatesProps } from './field-states.tsx'
import { Specimen } from './specimen.tsx'

const funds = [
  { value: 1, label: 'Основной фонд', description: '5f0c6a2e-8d1b-4c3e-9a7f-2b6d4e8f1a01' },
  { value: 2, label: 'Резервный фонд', description: '7a3e9c1d-2f4b-4d6a-8e0c-9b1f3d5a7c02' },
  { value: 3, label: 'Сезонный фонд', description: '9c5b1e3f-4a6d-4f8c-a02e-1d3b5f7c9e03' },
  {
    value: 4,
    // A long name shows the list's 620 px limit (spec section 9).
    label:
      'Подменный фонд сети магазинов «У дома» для сезонных работ в Московской и Рязанской областях, 2026',
    description: '2b4d6f80-1a3c-4e5f-8a9b-0c1d2e3f4a04',
  },
]

const cities = [
  ['Луховицы', 'Московская область'],
  ['Коломна', 'Московская область'],
  ['Самара', 'Самарская область'],
  ['Екатеринбург', 'Свердловская область'],
  ['Новосибирск', 'Новосибирская область'],
  [
    'Пески, посёлок городского типа Коломенского городского округа, микрорайон Цементников',
    'Московская область',
  ],
].map(([label, description], index) => ({ value: index + 1, label: label!, description }))

/** A search that answers after a pause, as a server would. */
const searchCities = async (term: string) => {
  await new Promise((resolve) => setTimeout(resolve, 300))
  return cities.filter((city) => city.label.toLowerCase().includes(term.toLowerCase()))
}

const specimens: FieldStatesProps[] = [
  {
    title: 'Текст',
    empty: '',
    filled: 'Иванова',
    invalid: { value: ' Иванова', message: 'Не допускаются пробелы в начале и конце строки' },
    render: ({ register, name, disabled, error }) => (
      <TextField label="Фамилия" {...register(name)} disabled={disabled} error={error} />
    ),
  },
  {
    title: 'Многострочный текст',
    empty: '',
    filled: 'Выкладка товара на полки по планограмме, проверка сроков годности.',
    invalid: { value: '', message: 'Поле не должно быть пустым' },
    render: ({ register, name, disabled, error }) => (
      <TextareaField label="Комментарий" {...register(name)} disabled={disabled} error={error} />
    ),
  },
  {
    title: 'Пароль',
    empty: '',
    filled: 'секрет-2026',
    invalid: { value: '123', message: 'Введите не менее 8 символов' },
    render: ({ register, name, disabled, error }) => (
      <PasswordField label="Пароль" {...register(name)} disabled={disabled} error={error} />
    ),
  },
  {
    title: 'Список',
    empty: null,
    filled: 'F',
    invalid: { value: null },
    render: (props) => <ListField {...props} label="Пол" options={genderOptions} required />,
  },
  {
    title: 'Автозаполнение',
    empty: null,
    filled: 1,
    invalid: { value: null },
    render: (props) => <AutocompleteField {...props} label="Подменный фонд" options={funds} required />,
  },
  {
    title: 'Дата',
    empty: '',
    filled: '1998-04-12',
    invalid: { value: '2000-02-31' },
    render: (props) => (
      <DateField
        {...props}
        label="Дата рождения"
        checks={{ notFuture: true, adult: true, maxAge: true }}
        required
      />
    ),
  },
  {
    title: 'Время',
    empty: '',
    filled: '09:30',
    invalid: { value: '25:70' },
    render: (props) => <TimeField {...props} label="Начало смены" required />,
  },
  {
    title: 'Переключатель',
    empty: false,
    filled: true,
    invalid: { value: false },
    render: (props) => <SwitchField {...props} label="Оформлен статус самозанятого" required />,
  },
  {
    title: 'Флажок',
    empty: false,
    filled: true,
    invalid: { value: false },
    render: (props) => <CheckboxField {...props} label="Согласен с условиями оферты" required />,
  },
  {
    title: 'Число',
    empty: null,
    filled: 12,
    invalid: { value: '12 шт' },
    render: (props) => <NumberField {...props} label="Количество исполнителей" required />,
  },
  {
    title: 'Число с дробью',
    empty: null,
    filled: 350.5,
    invalid: { value: '350 р.' },
    render: (props) => <NumberField {...props} label="Ставка, ₽" float required />,
  },
  {
    title: 'Телефон',
    empty: '',
    filled: '+79161234567',
    invalid: { value: '+7916123' },
    render: (props) => <PhoneFormField {...props} label="Телефон" required />,
  },
  {
    title: 'Банковская карта',
    empty: '',
    filled: '2200000012345678',
    invalid: { value: '2200000012345670' },
    render: (props) => <CardField {...props} label="Номер банковской карты" required />,
  },
  {
    title: 'Маска',
    empty: '',
    filled: '500123',
    invalid: { value: '5001' },
    render: (props) => (
      <MaskField {...props} label="Код подразделения" mask="###-###" placeholder="000-000" required />
    ),
  },
  {
    title: 'Да или нет',
    empty: null,
    filled: true,
    invalid: { value: null },
    render: (props) => <YesNoField {...props} label="Есть медицинская книжка" required />,
  },
  {
    title: 'Адрес',
    wide: true,
    empty: '',
    filled: 'Московская обл, г Коломна, ул Октябрьской Революции, д. 368, кв. 15',
    invalid: { value: '' },
    render: (props) => <AddressField {...props} label="Адрес" suggest={fetchAddressSuggestions} required />,
  },
  {
    title: 'Поиск',
    empty: null,
    filled: 2,
    invalid: { value: null },
    render: (props) => (
      <SearchableField
        {...props}
        label="Город"
        search={searchCities}
        searchKey="playground-cities"
        initialLabel="Коломна"
        required
      />
    ),
  },
]

/** Every field widget of spec section 2 in its four states, then the grid's subheader and template. */
export function FieldSpecimens() {
  return (
    <div className="space-y-4">
      {specimens.map((specimen) => (
        <FieldStates key={specimen.title} {...specimen} />
      ))}
      <Specimen title="Подзаголовок и шаблон">
        <FormGrid>
          <FormSubheader>Паспорт</FormSubheader>
          <FormTemplate>
            Итого к выплате: <strong className="font-semibold text-gray-900">2 800 ₽</strong>
          </FormTemplate>
        </FormGrid>
      </Specimen>
    </div>
  )
}
