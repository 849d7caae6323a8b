import { useQuery } from '@tanstack/react-query'
import { platformRulesEndpoints as calls } from '#contract/platform-rules/endpoints.ts'
import { platformRulesLabels } from '#contract/platform-rules/messages.ts'
import { endpointQuery } from '../../../lib/endpoint-query.ts'

const rulesQuery = endpointQuery(calls.inForce)
const consentQuery = endpointQuery(calls.consent)

function Document({ title, text }: { title: string; text: string | undefined }) {
  if (!text) return null
  return (
    <details className="rounded-lg bg-gray-50 p-3">
      <summary className="min-h-11 cursor-pointer py-2 font-medium text-primary-800">{title}</summary>
      <p className="mt-2 max-h-72 overflow-y-auto whitespace-pre-line text-gray-800">{text}</p>
    </details>
  )
}

/** What «Отправить анкету» accepts (decision 095): the consent and the rules in force, each readable here. */
export function DocumentsNote() {
  const rules = useQuery(rulesQuery)
  const consent = useQuery(consentQuery)
  return (
    <section className="space-y-2 text-sm text-gray-700" aria-label="Документы">
      <p>
        Отправляя анкету, вы даёте согласие на обработку персональных данных и принимаете правила платформы.
      </p>
      <Document title={platformRulesLabels.consent} text={consent.data?.current?.text} />
      <Document title={platformRulesLabels.rules} text={rules.data?.current?.text} />
    </section>
  )
}
