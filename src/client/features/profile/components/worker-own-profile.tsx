import { lazy, Suspense, useState } from 'react'
import { PencilSquareIcon } from '@heroicons/react/20/solid'
import type { WorkerMe } from '#contract/workers/worker.ts'
import { MonthEarnings } from '../../../shared/my-earnings.tsx'
import { Button } from '../../../ui/button.tsx'
import { PageHeader } from '../../../ui/page.tsx'
import { Spinner } from '../../../ui/spinner.tsx'
import { WorkerProfileDetails } from './worker-profile-details.tsx'
import { ConsentWithdrawal } from './consent-withdrawal.tsx'
import { FormerEmploymentSection } from './former-employment-section.tsx'
import { MyRating } from './my-rating.tsx'

// The form and its rules load only when the worker chooses to edit.
const WorkerProfileEditor = lazy(() => import('./worker-profile-editor.tsx'))

/**
 * The worker's profile, read-only, with an edit mode. A blocked worker may not change it (the server refuses
 * them), so they get no edit button; the layout shows them the blocked notice.
 */
export function WorkerOwnProfile(props: { title: string; user: WorkerMe; editCard?: boolean }) {
  const { title, user } = props
  const canEdit = !user.roles.includes('BLOCKED_SELF_EMPLOYED')
  const [editing, setEditing] = useState(canEdit && Boolean(props.editCard))
  return (
    <>
      <PageHeader
        title={title}
        actions={
          canEdit && !editing ? (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <PencilSquareIcon className="size-5" aria-hidden />
              Изменить
            </Button>
          ) : undefined
        }
      />
      {editing ? (
        <Suspense
          fallback={
            <div className="flex justify-center py-10">
              <Spinner className="size-6 text-primary-700" label="Загрузка формы" />
            </div>
          }
        >
          <WorkerProfileEditor
            worker={user.worker}
            atCard={props.editCard}
            onDone={() => setEditing(false)}
          />
        </Suspense>
      ) : (
        <>
          <MonthEarnings />
          <MyRating rating={user.worker.rating} />
          <WorkerProfileDetails worker={user.worker} />
          <FormerEmploymentSection canEdit={canEdit} />
          <ConsentWithdrawal />
        </>
      )}
    </>
  )
}
