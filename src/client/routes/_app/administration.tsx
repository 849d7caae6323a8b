import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { AdministrationPage } from '../../features/administration/components/administration-page.tsx'

export const Route = createFileRoute('/_app/administration')({
  staticData: pageData('administration'),
  beforeLoad: guardFor('administration'),
  component: AdministrationPage,
})
