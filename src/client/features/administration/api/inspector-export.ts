import { documentDate } from '#contract/common/display-dates.ts'
import { inspectorExportEndpoints as calls } from '#contract/inspector-export/endpoints.ts'
import {
  inspectorExportMessages,
  type InspectorExportPeriod,
} from '#contract/inspector-export/inspector-export.ts'
import { call } from '../../../lib/api-client.ts'
import { saveFile } from '../../../lib/save-file.ts'

/** `POST /api/platform/inspector-export`: the ZIP comes back in the answer (decision 110). */
export async function downloadInspectorExport(period: InspectorExportPeriod): Promise<void> {
  saveFile(
    await call(calls.download, { body: period }),
    inspectorExportMessages.fileName(documentDate(period.dateFrom), documentDate(period.dateTo)),
  )
}
