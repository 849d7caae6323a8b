/** Hands a downloaded file to the browser's downloads under the given name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The download has started from the object URL by now; freeing it later keeps slow browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
