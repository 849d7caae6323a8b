import { useForm, useWatch, type UseFormReturn } from 'react-hook-form'
import { declarationLabels, type EmploymentDeclaration } from '#contract/former-employees/former-employees.ts'
import { DateField } from '../../ui/fields/date-field.tsx'
import { YesNoField } from '../../ui/fields/yes-no-field.tsx'

type QuestionValues = { worked: boolean; until: string }
export type EmploymentQuestionForm = UseFormReturn<QuestionValues>

/** The question's own small form, «Нет» unless the worker had answered otherwise (decision 100). */
export function useEmploymentQuestion(answer?: { worked: boolean; until: string | null } | null) {
  return useForm<QuestionValues>({
    defaultValues: { worked: answer?.worked ?? false, until: answer?.until ?? '' },
    mode: 'onTouched',
  })
}

/** The answer to send, once the question's fields pass their checks; null when they do not. */
export async function employmentAnswer(form: EmploymentQuestionForm): Promise<EmploymentDeclaration | null> {
  if (!(await form.trigger())) return null
  const { worked, until } = form.getValues()
  return { worked, until: worked ? until : null }
}

/**
 * Whether the worker was the company's employee in the last two years, and until when: the НПД regime bars the
 * company from paying them as self-employed for two years after the contract ends.
 */
export function EmploymentQuestion({ form }: { form: EmploymentQuestionForm }) {
  const worked = useWatch({ control: form.control, name: 'worked' })
  return (
    <div className="space-y-4">
      <YesNoField control={form.control} name="worked" label={declarationLabels.question} />
      {worked && (
        <DateField
          control={form.control}
          name="until"
          label={declarationLabels.until}
          checks={{ notFuture: true }}
          required
        />
      )}
    </div>
  )
}
