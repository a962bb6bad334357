import { LoginScreen, type LoginScreenProps } from '../../src/screens'
import { StoryGatehouse, type StoryGatehouseProps } from '../support/StoryGatehouse'

export type LoginStoryProps = LoginScreenProps & Omit<StoryGatehouseProps, 'children'>

/** LoginScreen inside a story's own provider (navigate spy, page URL, remembered URL, flags, storage). */
export function LoginStory({ navigate, navigateExternal, client, currentUrl, storedRedirect, delays, flags, localStorage, sessionStorage, ...screen }: LoginStoryProps) {
  return (
    <StoryGatehouse {...{ navigate, navigateExternal, client, currentUrl, storedRedirect, delays, flags, localStorage, sessionStorage }}>
      <LoginScreen {...screen} />
    </StoryGatehouse>
  )
}
