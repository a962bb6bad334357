import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent as userEvents, waitFor, within } from 'storybook/test'
import { PROFILE_IMAGE_PATH, PROFILE_PATH } from '../../src/api/profile'
import { getWorld, people, profileDetailsOf } from '../../src/fixtures'
import { MAX_PROFILE_PICTURE_BYTES } from '../../src/hooks'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { detailsCard, heldProfileCalls, holdProfileCalls, profileArgs } from './profileStory'

const meta = {
  title: 'Admin portal/Profile/Picture',
  component: StoryApp,
  args: profileArgs(),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

/** A small PNG drawn here, as a photo from disk would be. */
async function pngFile(): Promise<File> {
  const canvas = document.createElement('canvas')
  canvas.width = canvas.height = 96
  const context = canvas.getContext('2d')!
  context.fillStyle = '#e7ecff'
  context.fillRect(0, 0, 96, 96)
  context.fillStyle = '#3451c7'
  context.beginPath()
  context.arc(48, 38, 20, 0, Math.PI * 2)
  context.fill()
  context.fillRect(18, 66, 60, 30)
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'))
  return new File([blob], 'ada.png', { type: 'image/png' })
}

/** The button that opens the file picker: a refusal is its description, so it is heard there. */
const picker = (details: ReturnType<typeof within>) => details.getByRole('button', { name: /^Choose (a picture|another)$/ })
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!
const saves = () => getWorld().requests.filter((request) => request.method === 'PUT' && request.path === PROFILE_PATH)
const PICTURE_URL = /^https:\/\/images\.gatehouse\.test\/profile\/user-ada\.png\?t=\d+$/

/**
 * Picks `file` in the picker. The picker offers the profile's image types first, but a person can
 * switch it to all files: the upload ignores `accept`, as that choice does.
 */
async function choose({ canvas, canvasElement }: Pick<Context, 'canvas' | 'canvasElement'>, file: File) {
  await detailsCard(canvas)
  await userEvents.setup({ applyAccept: false }).upload(fileInput(canvasElement), file)
}

export const PicturePreviewAndUpload: Story = {
  tags: ['screenshot-dark'],
  beforeEach: holdProfileCalls('profileImage'),
  play: async (context) => {
    const { canvas, userEvent, step } = context
    const file = await pngFile()
    await step('Ada chooses a picture: it shows as a preview, nothing is sent yet', async () => {
      await choose(context, file)
      const details = within(await detailsCard(canvas))
      const preview = await details.findByRole('img', { name: 'Your new picture' })
      await expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
      await expect(sent(PROFILE_IMAGE_PATH)).toEqual([])
    })
    await step('saving uploads it: the save is seen pending', async () => {
      const details = within(await detailsCard(canvas))
      await userEvent.click(details.getByRole('button', { name: 'Save picture' }))
      await heldProfileCalls('profileImage')
      await expect(await details.findByRole('progressbar', { name: 'Saving picture' })).toBeVisible()
      getWorld().profile.gates.profileImage!.open()
    })
    await step('the file went as multipart, then its URL with a timestamp was saved to the profile', async () => {
      const details = within(await detailsCard(canvas))
      await expect(await details.findByText('Your new picture is saved.')).toBeVisible()
      await expect(sent(PROFILE_IMAGE_PATH).map((request) => request.body)).toEqual([{ image: { type: 'image/png', size: file.size } }])
      const [save] = saves()
      await expect(save?.body).toEqual({ profilePictureUrl: expect.stringMatching(PICTURE_URL) })
      await expect(profileDetailsOf(getWorld(), 'user-ada').profilePictureUrl).toBe((save!.body as { profilePictureUrl: string }).profilePictureUrl)
    })
    await step('the new picture shows, loaded from its new URL, in the profile and in the host\'s header', async () => {
      const details = within(await detailsCard(canvas))
      const current = await details.findByRole('img', { name: 'Your profile picture' })
      await expect(current.getAttribute('src')).toMatch(PICTURE_URL)
      await waitFor(() => expect((current as HTMLImageElement).naturalWidth).toBe(96))
      const header = await screen.findByRole('img', { name: "Signed-in user's picture" })
      await expect(header.getAttribute('src')).toBe(current.getAttribute('src'))
    })
  },
}

export const PictureWrongType: Story = {
  play: async (context) => {
    const { canvas, step } = context
    await step('an SVG is an image, but not one the profile takes: refused with the reason, nothing sent', async () => {
      await choose(context, new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }))
      const details = within(await detailsCard(canvas))
      await expect(await details.findByText("That kind of image isn't supported. Choose a PNG, JPEG, GIF or WebP picture.")).toBeVisible()
      await expect(picker(details)).toHaveAccessibleDescription(expect.stringContaining("That kind of image isn't supported."))
      await expect(details.queryByRole('img', { name: 'Your new picture' })).toBeNull()
      await expect(details.queryByRole('button', { name: 'Save picture' })).toBeNull()
      await expect(sent(PROFILE_IMAGE_PATH)).toEqual([])
    })
  },
}

export const PictureNotAnImage: Story = {
  play: async (context) => {
    const { canvas, step } = context
    await step('a text file named and typed as a PNG is judged by its bytes: refused, the reason tied to the picker, nothing sent', async () => {
      await choose(context, new File(['Dear diary, this is not a photo of my holiday.'], 'holiday.png', { type: 'image/png' }))
      const details = within(await detailsCard(canvas))
      const reason = "That file isn't an image. Choose a PNG, JPEG, GIF or WebP picture."
      await expect(await details.findByText(reason)).toBeVisible()
      await expect(picker(details)).toHaveAccessibleDescription(expect.stringContaining(reason))
      await expect(details.queryByRole('img', { name: 'Your new picture' })).toBeNull()
      await expect(details.queryByRole('button', { name: 'Save picture' })).toBeNull()
      await expect(sent(PROFILE_IMAGE_PATH)).toEqual([])
    })
  },
}

export const PictureWithAnOddName: Story = {
  play: async (context) => {
    const { canvas, step } = context
    await step('a PNG named scan.txt and typed as text is still a PNG: previewed as one', async () => {
      const png = await pngFile()
      await choose(context, new File([png], 'scan.txt', { type: 'text/plain' }))
      const details = within(await detailsCard(canvas))
      const preview = await details.findByRole('img', { name: 'Your new picture' })
      await expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
      await expect(picker(details)).toHaveAccessibleDescription('PNG, JPEG, GIF or WebP, up to 2 MB.')
    })
  },
}

export const PictureUrlNotShown: Story = {
  beforeEach: () => {
    profileDetailsOf(getWorld(), 'user-ada').profilePictureUrl = 'javascript:alert(document.domain)'
  },
  play: async (context) => {
    const { canvas, step } = context
    await step('a picture URL from the server that is neither https nor an image data URL is not put in an image: the initials show', async () => {
      const card = await detailsCard(canvas)
      const details = within(card)
      await expect(await details.findByRole('img', { name: 'No picture yet' })).toHaveTextContent('AL')
      await expect(details.queryByRole('img', { name: 'Your profile picture' })).toBeNull()
      await expect(card.querySelector('img')).toBeNull()
    })
  },
}

export const PictureTooLarge: Story = {
  play: async (context) => {
    const { canvas, step } = context
    await step('a picture over 2 MB is refused before it is read or sent', async () => {
      await choose(context, new File([new Uint8Array(MAX_PROFILE_PICTURE_BYTES + 1)], 'huge.png', { type: 'image/png' }))
      const details = within(await detailsCard(canvas))
      await expect(await details.findByText('That picture is larger than 2 MB. Choose a smaller one.')).toBeVisible()
      await expect(picker(details)).toHaveAccessibleDescription(expect.stringContaining('That picture is larger than 2 MB.'))
      await expect(details.queryByRole('img', { name: 'Your new picture' })).toBeNull()
      await expect(sent(PROFILE_IMAGE_PATH)).toEqual([])
    })
  },
}

export const PictureUploadFails: Story = {
  beforeEach: () => {
    getWorld().profile.failures.profileImage = 'tooLarge'
  },
  play: async (context) => {
    const { canvas, userEvent, step } = context
    await step('the image store refuses the upload (413): its message, the preview kept, the profile untouched', async () => {
      await choose(context, await pngFile())
      const details = within(await detailsCard(canvas))
      await userEvent.click(await details.findByRole('button', { name: 'Save picture' }))
      await expect(await details.findByText("Your picture wasn't saved: Error request is too large")).toBeVisible()
      await expect(details.getByRole('img', { name: 'Your new picture' })).toBeVisible()
      await expect(saves()).toEqual([])
      await expect(screen.getByLabelText('Signed in user')).toHaveTextContent(`Signed in as ${people.ada.name}`)
    })
  },
}
