import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { RatingExplained } from '../../features/rating/components/rating-explained.tsx'
import { PageHeader } from '../../ui/page.tsx'

export const Route = createFileRoute('/_app/rating')({
  staticData: pageData('rating'),
  beforeLoad: guardFor('rating'),
  component: RatingPage,
})

function RatingPage() {
  return (
    <>
      <PageHeader title={routeMeta.rating.title} />
      <RatingExplained />
    </>
  )
}
