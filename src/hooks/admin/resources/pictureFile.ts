import { PICTURE_HEAD_BYTES, pictureFileProblem, pictureFormat, type PictureProblem } from './profile'

export type PictureFileRead = { readonly ok: true; readonly dataUrl: string } | { readonly ok: false; readonly problem: PictureProblem | 'unreadable' }

/**
 * A chosen picture file read for preview and upload (profile picture, account logo): its size
 * checked first, then what it is from its bytes (never its name or declared type), and the data
 * URL typed by what the bytes are.
 */
export async function readPictureFile(file: Blob, maxBytes?: number): Promise<PictureFileRead> {
  const refused = pictureFileProblem(file, maxBytes)
  if (refused) return { ok: false, problem: refused }
  try {
    const format = pictureFormat(new Uint8Array(await file.slice(0, PICTURE_HEAD_BYTES).arrayBuffer()))
    if (!format.ok) return { ok: false, problem: format.problem }
    return { ok: true, dataUrl: await readAsDataUrl(file.slice(0, file.size, format.contentType)) }
  } catch {
    return { ok: false, problem: 'unreadable' }
  }
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable')))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'))
    reader.readAsDataURL(file)
  })
}
