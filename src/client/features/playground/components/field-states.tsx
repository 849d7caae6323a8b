import { useEffect, type ReactNode } from 'react'
import { useForm, type Control, type FieldValues, type UseFormRegister } from 'react-hook-form'
import { Specimen } from './specimen.tsx'

type Values = { value: unknown }

/** What a widget needs to render in one state; `error` is for the widgets bound through `register`. */
type StateProps = {
  control: Control<Values, unknown, FieldValues>
  register: UseFormRegister<Values>
  name: 'value'
  disabled: boolean
  error: string | undefined
}

type State = 'empty' | 'filled' | 'invalid' | 'disabled'

const stateTitles: Record<State, string> = {
  empty: 'Пустое',
  filled: 'Заполненное',
  invalid: 'С ошибкой',
  disabled: 'Недоступное',
}

export type FieldStatesProps = {
  title: string
  empty: unknown
  filled: unknown
  /** A wrong value: the widget's own rule reports it, or `message` when the widget has no rule of its own. */
  invalid: { value: unknown; message?: string }
  render: (props: StateProps) => ReactNode
  /** Two states to a row instead of four, for a widget that needs the room (the address). */
  wide?: boolean
}

function StateCell({ state, spec }: { state: State; spec: FieldStatesProps }) {
  const value = state === 'empty' ? spec.empty : state === 'invalid' ? spec.invalid.value : spec.filled
  const message = state === 'invalid' ? spec.invalid.message : undefined
  const form = useForm<Values>({ defaultValues: { value }, mode: 'onTouched' })
  const { trigger, setError } = form
  useEffect(() => {
    if (state !== 'invalid') return
    if (message) setError('value', { type: 'manual', message })
    else void trigger()
  }, [state, message, trigger, setError])
  return (
    <div className="space-y-2">
      <p className="text-xs font-medium text-gray-500">{stateTitles[state]}</p>
      {spec.render({
        control: form.control,
        register: form.register,
        name: 'value',
        disabled: state === 'disabled',
        error: form.formState.errors.value?.message,
      })}
    </div>
  )
}

/** A form widget four times: empty, filled, with an error and disabled, each in a form of its own. */
export function FieldStates(spec: FieldStatesProps) {
  return (
    <Specimen title={spec.title}>
      <div className={`grid gap-x-4 gap-y-5 sm:grid-cols-2 ${spec.wide ? '' : 'xl:grid-cols-4'}`}>
        {(Object.keys(stateTitles) as State[]).map((state) => (
          <StateCell key={state} state={state} spec={spec} />
        ))}
      </div>
    </Specimen>
  )
}
