import { LoginScreen, type LoginScreenProps } from '../../src/screens'
import { StoryGatehouse, type StoryGatehouseProps } from '../support/StoryGatehouse'

export type LoginStoryProps = LoginScreenProps & Omit<StoryGatehouseProps, 'children'>

/** LoginScreen inside a story's own provider (navigate spy, page URL, remembered URL). */
export function LoginStory({ navigate, currentUrl, storedRedirect, delays, ...screen }: LoginStoryProps) {
  return (
    <StoryGatehouse navigate={navigate} currentUrl={currentUrl} storedRedirect={storedRedirect} delays={delays}>
      <LoginScreen {...screen} />
    </StoryGatehouse>
  )
}
