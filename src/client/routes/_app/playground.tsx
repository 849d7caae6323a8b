import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { ComponentSpecimens } from '../../features/playground/components/component-specimens.tsx'
import { FieldSpecimens } from '../../features/playground/components/field-specimens.tsx'
import { PageHeader } from '../../ui/page.tsx'

export const Route = createFileRoute('/_app/playground')({
  staticData: pageData('playground'),
  beforeLoad: guardFor('playground'),
  component: PlaygroundPage,
})

/** Every shared component and form widget in its states, for looking at them side by side. */
function PlaygroundPage() {
  return (
    <>
      <PageHeader title={routeMeta.playground.title} />
      <ComponentSpecimens />
      <section id="form-fields" aria-labelledby="form-fields-title" className="space-y-4">
        <h2 id="form-fields-title" className="pt-2 text-lg font-semibold text-gray-900">
          Поля форм
        </h2>
        <FieldSpecimens />
      </section>
    </>
  )
}
