import * as v from 'valibot'
import type { Client } from './client'
import { ME_PATH, UserProfileSchema, type CallOptions } from './auth'

/** spec/auth.md §7 "GET and PUT v2/me": the signed-in user's own profile. */
export const PROFILE_PATH = ME_PATH
/** spec/auth.md §7 "Profile image: PUT": answers the picture's URL as plain text. */
export const PROFILE_IMAGE_PATH = '/team/resources/profile/me/image/v1'

const optionalText = v.optional(v.nullable(v.string()))

/** spec/admin.md §2 "Profile page: name, phoneNumber, address, jobTitle", with the picture (§4). */
export const ProfileSchema = v.looseObject({
  ...UserProfileSchema.entries,
  /** E.164. */
  phoneNumber: optionalText,
  address: optionalText,
  jobTitle: optionalText,
})
export type Profile = v.InferOutput<typeof ProfileSchema>

/** What a profile save sends: the editable fields; a field left out keeps its value. */
export interface ProfileUpdate {
  name?: string
  phoneNumber?: string | null
  address?: string | null
  jobTitle?: string | null
  profilePictureUrl?: string | null
}

/** The URL the image upload answers, as text. */
const ImageUrlSchema = v.pipe(v.string(), v.trim(), v.url())

export function getProfile(client: Client, options: CallOptions = {}): Promise<Profile> {
  return client.request(PROFILE_PATH, { schema: ProfileSchema, ...options })
}

/** Saves the profile; answers it as the server keeps it. */
export function updateProfile(client: Client, input: ProfileUpdate, options: CallOptions = {}): Promise<Profile> {
  return client.request(PROFILE_PATH, { method: 'PUT', body: input, schema: ProfileSchema, ...options })
}

/** Uploads a picture as the form field `image`; answers where it is kept (without a timestamp: see withPictureTimestamp). */
export function uploadProfileImage(client: Client, image: Blob, options: CallOptions = {}): Promise<string> {
  const body = new FormData()
  body.append('image', image)
  return client.request(PROFILE_IMAGE_PATH, { method: 'PUT', body, responseType: 'text', schema: ImageUrlSchema, ...options })
}
