import { useState } from 'react'
import { ArrowDownTrayIcon } from '@heroicons/react/20/solid'
import { Button } from '../../../ui/button.tsx'
import { registryLink } from '../api/registry-link.ts'

/** Downloads the bank's registry of confirmed workers (.xlsx); the link is same-origin, so it saves as a file. */
export function RegistryDownloadButton() {
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const link = document.createElement('a')
      link.href = await registryLink()
      link.download = 'Реестр исполнителей.xlsx'
      link.click()
    } catch (error) {
      // Spec section 8: a failed download is only logged.
      console.error(error)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="secondary" loading={busy} onClick={() => void download()}>
      {!busy && <ArrowDownTrayIcon className="size-5" aria-hidden />}
      Реестр для банка
    </Button>
  )
}
