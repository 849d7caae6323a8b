import { useQuery } from '@tanstack/react-query'
import { formerEmployeeEndpoints as calls } from '#contract/former-employees/endpoints.ts'
import {
  formerEmployeeMessages as says,
  type MyFormerEmployment,
} from '#contract/former-employees/former-employees.ts'
import { endpointKey, endpointQuery, useEndpointChange } from '../../../lib/endpoint-query.ts'
import { Button } from '../../../ui/button.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import {
  EmploymentQuestion,
  employmentAnswer,
  useEmploymentQuestion,
} from '../../../shared/former-employment/employment-question.tsx'

const myQueryOptions = endpointQuery(calls.my)

function AnswerForm({ mine }: { mine: MyFormerEmployment }) {
  const question = useEmploymentQuestion(mine.declaration)
  const key = endpointKey(calls.my)
  const declare = useEndpointChange(calls.declare, { writes: () => [key], invalidates: [] })
  const save = async () => {
    const body = await employmentAnswer(question)
    if (!body) return
    await declare.submit(
      { body },
      {
        onDone: () => notify({ status: 'success', message: says.declarationSaved }),
        placeIn: (error) => {
          const until = error.fields.until
          if (until) question.setError('until', { message: until })
          return until !== undefined
        },
      },
    )
  }
  return (
    <div className="space-y-4">
      <EmploymentQuestion form={question} />
      <Button variant="secondary" loading={declare.isPending} onClick={() => void save()}>
        Сохранить ответ
      </Button>
    </div>
  )
}

/**
 * The former-employer question in the profile (decision 100): the worker's answer, and the day from which the
 * company may assign and pay them when an employment ended less than two years ago (by their answer or by the
 * company's list).
 */
export function FormerEmploymentSection({ canEdit }: { canEdit: boolean }) {
  const mine = useQuery(myQueryOptions)
  return (
    <section
      className="mt-6 space-y-3 rounded-xl bg-white p-4 ring-1 ring-gray-200"
      aria-label="Работа в компании по трудовому договору"
    >
      <h2 className="text-base font-semibold text-gray-900">Работа в компании по трудовому договору</h2>
      {mine.data?.mayWorkFrom && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {says.worker(mine.data.mayWorkFrom)}
        </p>
      )}
      {mine.data && canEdit && <AnswerForm mine={mine.data} />}
      {mine.isError && <p className="text-sm text-gray-600">Не удалось загрузить ответ</p>}
    </section>
  )
}
