import { formerEmployeeEndpoints as calls } from '#contract/former-employees/endpoints.ts'
import { call } from '../../../lib/api-client.ts'
import { endpointKey, endpointQuery, useChange } from '../../../lib/endpoint-query.ts'

/** The company's list of former employees (decision 100), the latest dismissals first. */
export const formerEmployeesQueryOptions = endpointQuery(calls.list)

/** `POST /api/former-employees/import` (multipart: file); the list refreshes after it, refused or not. */
export const useImportFormerEmployees = () =>
  useChange(
    (file: File) => {
      const form = new FormData()
      form.append('file', file)
      return call(calls.import, { form })
    },
    { invalidates: [endpointKey(calls.list)] },
  )
