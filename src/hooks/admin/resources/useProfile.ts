import { readPictureFile } from './pictureFile'
import { useCallback, useRef, useState } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import { profile as profileApi, type Profile, type ProfileUpdate } from '../../../api'
import { useGatehouse } from '../../session/GatehouseProvider'
import { toFlowError, type FlowError } from '../../shared/flowError'
import { useDialogSubmit } from '../useDialogSubmit'
import { LOAD_RETRY } from '../../shared/loadRetry'
import { resourceKey } from './keys'
import { optimisticProfile, pictureData, pictureBlob, pictureFileProblem, sessionProfileFields, withPictureTimestamp, type PictureProblem } from './profile'
import { useTeamContext } from './shared'

/** spec/admin.md §8 default, shown when a failure has no status code (the server's message is shown otherwise). */
export const PROFILE_DEFAULT_ERROR = "We're facing some difficulties, Please try again"

/** A resource of the signed-in user's own: SWR's answer and the error as a screen shows it. */
export interface OwnResource<T> {
  readonly data: T | undefined
  /** spec/admin.md §8 text of the load error, or null. */
  readonly error: FlowError | null
  /** No answer yet and one is on its way. */
  readonly isLoading: boolean
  /** Loads it again. */
  refresh(): Promise<void>
}

/** spec/admin.md §8: the server's message when the failure has a status code, the default otherwise. */
export function ownError(error: unknown): FlowError | null {
  return error === null || error === undefined ? null : toFlowError(error, PROFILE_DEFAULT_ERROR)
}

/** Runs `work`; spec/admin.md §8: a failure without a status code is logged, then thrown on. */
export function useLogged(hookName: string): <T>(work: () => Promise<T>) => Promise<T> {
  const { logger } = useGatehouse(hookName)
  return useCallback(
    async <T,>(work: () => Promise<T>) => {
      try {
        return await work()
      } catch (error) {
        // A refusal of what was typed (a FlowError thrown before any call) is the form's to show, not a failure to log.
        const typed = typeof error === 'object' && error !== null && !(error instanceof Error) && 'field' in error
        if (!typed && ownError(error)?.code !== 'http') logger.warn(`gatehouse: ${hookName} failed`, error)
        throw error
      }
    },
    [logger, hookName],
  )
}

/** The cache key of the signed-in user's profile (v2/me), per client, user and tenant. */
function useProfileKey(hookName: string) {
  const context = useTeamContext(hookName)
  return { context, key: resourceKey(profileApi.PROFILE_PATH, {}, context.scope) }
}

/** The signed-in user's own profile: name, phone number, address, job title, picture (spec/admin.md §2 profile page). */
export function useProfile(): OwnResource<Profile> {
  const { context, key } = useProfileKey('useProfile')
  const logged = useLogged('useProfile')
  const swr = useSWR(key, () => logged(() => profileApi.getProfile(context.client)), LOAD_RETRY)
  const { mutate } = swr
  const refresh = useCallback(async () => {
    await mutate()
  }, [mutate])
  return { data: swr.data, error: ownError(swr.error), isLoading: swr.isLoading, refresh }
}

/** Saving the profile: submitted once, pending while on its way, the failure kept for the form. */
export interface ProfileSave {
  readonly isPending: boolean
  /** Why the last save failed (the shown profile is back as it was), or null. */
  readonly error: FlowError | null
  /** How many saves went through since the page opened. */
  readonly saves: number
  /** Sends the changed fields; the profile shows them at once and goes back if the server refuses (spec/admin.md §4). True when saved. */
  save(update: ProfileUpdate): Promise<boolean>
  /** Forgets the failure. */
  reset(): void
}

/** Saves the profile optimistically; once saved, the session's user takes on its fields. */
export function useSaveProfile(): ProfileSave {
  const { context, key } = useProfileKey('useSaveProfile')
  const { store } = useGatehouse('useSaveProfile')
  const { mutate } = useSWRConfig()
  const sending = useDialogSubmit()
  const logged = useLogged('useSaveProfile')
  const [saves, setSaves] = useState(0)
  const { submit } = sending
  const save = useCallback(
    (update: ProfileUpdate) =>
      submit(async () => {
        const call = logged(() => profileApi.updateProfile(context.client, update))
        const saved = await mutate<Profile>(key, call, { optimisticData: (current) => optimisticProfile(current, update) as Profile, rollbackOnError: true, populateCache: true, revalidate: false })
        store.updateProfile(sessionProfileFields(saved ?? (await call)))
        setSaves((count) => count + 1)
      }),
    [submit, logged, context.client, mutate, key, store],
  )
  return { isPending: sending.isPending, error: ownError(sending.error), saves, save, reset: sending.reset }
}

/** Choosing, previewing and saving a new profile picture (spec/admin.md §4). */
export interface ProfilePicture {
  /** The chosen picture as a data URL, to preview; null before one is chosen and after it is saved or cancelled. */
  readonly preview: string | null
  readonly isPending: boolean
  /** Why the chosen picture was refused before anything was sent, or null. */
  readonly problem: PictureProblem | 'unreadable' | null
  /** Why the upload or the save failed, or null. */
  readonly error: FlowError | null
  /** How many pictures were saved since the page opened. */
  readonly saves: number
  /** Checks the file's size, then what its first bytes say it is (never its name or type), then reads it for the preview. */
  choose(file: Blob): Promise<void>
  /** Uploads `dataUrl` (the preview by default) if it is a base64 image data URL, then saves its URL with a timestamp. True when saved. */
  save(dataUrl?: string): Promise<boolean>
  /** Drops the chosen picture. */
  cancel(): void
}

/** A file as a data URL. */
export function useProfilePicture(options: { now?: () => number; maxBytes?: number } = {}): ProfilePicture {
  const { context, key } = useProfileKey('useProfilePicture')
  const { store } = useGatehouse('useProfilePicture')
  const { mutate } = useSWRConfig()
  const sending = useDialogSubmit()
  const logged = useLogged('useProfilePicture')
  const [preview, setPreview] = useState<string | null>(null)
  const [problem, setProblem] = useState<ProfilePicture['problem']>(null)
  const [saves, setSaves] = useState(0)
  // The last file chosen: a slow read of an earlier one is dropped.
  const choicesRef = useRef(0)
  const now = options.now ?? Date.now
  const { maxBytes } = options
  const { submit, reset } = sending

  const choose = useCallback(
    async (file: Blob) => {
      const choice = ++choicesRef.current
      reset()
      setPreview(null)
      // A size refused at once; a slow read of an earlier file is dropped.
      const size = pictureFileProblem(file, maxBytes)
      setProblem(size)
      if (size) return
      const read = await readPictureFile(file, maxBytes)
      if (choice !== choicesRef.current) return
      if (read.ok) setPreview(read.dataUrl)
      else setProblem(read.problem)
    },
    [reset, maxBytes],
  )

  const save = useCallback(
    async (dataUrl?: string) => {
      const picture = pictureData(dataUrl ?? preview ?? '', maxBytes)
      setProblem(picture.ok ? null : picture.problem)
      if (!picture.ok) return false
      return submit(() =>
        logged(async () => {
          const url = await profileApi.uploadProfileImage(context.client, pictureBlob(picture))
          const saved = await profileApi.updateProfile(context.client, { profilePictureUrl: withPictureTimestamp(url, now()) })
          await mutate(key, saved, { revalidate: false })
          store.updateProfile(sessionProfileFields(saved))
          setPreview(null)
          setSaves((count) => count + 1)
        }),
      )
    },
    [preview, maxBytes, submit, logged, context.client, mutate, key, store, now],
  )

  const cancel = useCallback(() => {
    choicesRef.current++
    setPreview(null)
    setProblem(null)
    reset()
  }, [reset])

  return { preview, isPending: sending.isPending, problem, error: ownError(sending.error), saves, choose, save, cancel }
}
