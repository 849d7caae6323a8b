import { appealEndpoints } from '#contract/appeals/endpoints.ts'
import { restrictionEndpoints } from '#contract/restrictions/endpoints.ts'
import { call, downloadLink } from '../../lib/api-client.ts'
import { saveFile } from '../../lib/save-file.ts'

/** What the file inputs offer: the kinds the server recognises (decision 114). */
export const evidenceAccept = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png'

const formOf = (idField: string, id: number, fileField: string, file: File) => {
  const form = new FormData()
  form.append(idField, String(id))
  form.append(fileField, file)
  return form
}

/** `POST /api/restrictions/evidence` (multipart: restrictionId, evidenceFile), staff only. */
export const attachEvidence = (restrictionId: number, file: File) =>
  call(restrictionEndpoints.evidence, { form: formOf('restrictionId', restrictionId, 'evidenceFile', file) })

/** `POST /api/appeals/file` (multipart: appealId, appealFile): the worker's own open appeal. */
export const attachToAppeal = (appealId: number, file: File) =>
  call(appealEndpoints.attach, { form: formOf('appealId', appealId, 'appealFile', file) })

/** The links open only for the caller who asked, so the file is fetched with their token and saved. */
export async function saveEvidence(restrictionId: number, fileName: string): Promise<void> {
  const { url } = await call(restrictionEndpoints.evidenceLink, { body: { id: restrictionId } })
  saveFile(await downloadLink(url), fileName)
}

export async function saveAppealFile(appealId: number, fileName: string): Promise<void> {
  const { url } = await call(appealEndpoints.fileLink, { body: { id: appealId } })
  saveFile(await downloadLink(url), fileName)
}
