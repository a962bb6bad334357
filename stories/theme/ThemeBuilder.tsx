import { useMemo, useState } from 'react'
import { useCopyText } from '../../src/screens/shared/useCopyText'
import { PreviewSession } from '../../src/screens/admin/account-settings/LoginBoxPreview'
import {
  Badge,
  Banner,
  Button,
  Cell,
  ColorSwatch,
  Column,
  contrastProblems,
  paletteToTheme,
  Row,
  Select,
  Switch,
  Table,
  TableBody,
  TableHeader,
  TextAreaField,
  TextField,
  ThemeProvider,
} from '../../src/primitives'
import * as dialogStyles from '../../src/primitives/Dialog.css'
import { isHexColor } from '../../src/hooks'
import { BUILDER_COLORS, builderPalette, builderSettings, FONT_CHOICES, INITIAL_BUILDER, shownColor, type BuilderColor, type BuilderState } from '../../src/screens/theme/builder'

const RADII = [0, 2, 4, 6, 8, 12, 16, 20] as const
/** The preview offers one social sign-in, so its button's colours show too. */
const GOOGLE_ONLY = ['google']

/**
 * The theme builder: a designer edits the palette, the corners, the font and light or dark, and
 * sees the login box, a dialog and an admin list follow; text colours that fall under WCAG AA are
 * named with their ratio; "Copy theme JSON" copies what ThemeProvider takes (`<ThemeProvider {...theme}>`).
 */
export function ThemeBuilder() {
  const [state, setState] = useState<BuilderState>(INITIAL_BUILDER)
  const { outcome: copied, copy, reset } = useCopyText()
  const settings = useMemo(() => builderSettings(state), [state])
  const palette = useMemo(() => builderPalette(state.colors), [state.colors])
  const problems = useMemo(() => contrastProblems(paletteToTheme(palette, state.mode, settings)), [palette, state.mode, settings])
  const json = JSON.stringify(settings, null, 2)
  const change = (next: Partial<BuilderState>) => {
    reset()
    setState((current) => ({ ...current, ...next }))
  }
  const setColor = (id: BuilderColor, value: string) => change({ colors: { ...state.colors, [id]: value } })

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, padding: 24, alignItems: 'flex-start' }}>
      <section aria-labelledby="builder-heading" style={{ display: 'flex', flexDirection: 'column', gap: 12, flex: '1 1 280px', maxWidth: 360 }}>
        <h1 id="builder-heading" style={{ margin: 0, fontSize: '1.5rem' }}>
          Theme builder
        </h1>
        <Switch isSelected={state.mode === 'dark'} onChange={(dark) => change({ mode: dark ? 'dark' : 'light' })}>
          Dark mode
        </Switch>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
          {BUILDER_COLORS.map((color) => {
            const value = shownColor(state, color.id)
            const invalid = !isHexColor(value)
            return (
              <div key={color.id} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
                <TextField label={color.label} value={value} onChange={(typed) => setColor(color.id, typed)} errorMessage={invalid ? 'A colour such as #2450c9' : undefined} />
                <span style={{ paddingTop: 30 }}>
                  <ColorSwatch color={invalid ? '#0000' : value} name={`${color.label} colour`} size="sm" />
                </span>
              </div>
            )
          })}
        </div>
        <Select
          label="Corner radius"
          options={RADII.map((radius) => ({ id: String(radius), label: `${radius} px` }))}
          selectedKey={String(state.radius)}
          onSelectionChange={(radius) => change({ radius: Number(radius) })}
        />
        <Select
          label="Font"
          options={FONT_CHOICES.map((font) => ({ id: font.id, label: font.label }))}
          selectedKey={FONT_CHOICES.find((font) => font.family === state.fontFamily)?.id ?? 'system'}
          onSelectionChange={(id) => change({ fontFamily: FONT_CHOICES.find((font) => font.id === id)?.family ?? '' })}
        />
        <div aria-live="polite">
          {problems.length === 0 ? (
            <Banner tone="success" title="Contrast">
              Every text colour reads at WCAG AA (4.5:1) or better.
            </Banner>
          ) : (
            <Banner tone="warning" title={`${problems.length} text ${problems.length === 1 ? 'colour falls' : 'colours fall'} under WCAG AA (4.5:1)`}>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {problems.map((problem) => (
                  <li key={problem.label}>{`${problem.label}: ${problem.ratio}:1 (${problem.text} on ${problem.background})`}</li>
                ))}
              </ul>
            </Banner>
          )}
        </div>
        <TextAreaField label="Theme JSON" description="What ThemeProvider takes: <ThemeProvider {...theme}>." value={json} isReadOnly rows={8} />
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Button onPress={() => void copy(json)}>Copy theme JSON</Button>
          <span role="status">{copied === 'copied' ? 'Copied.' : copied === 'failed' ? "Couldn't copy: select the JSON above and copy it." : ''}</span>
        </div>
      </section>
      <section aria-label="Preview" style={{ flex: '2 1 480px', minWidth: 0 }}>
        <ThemeProvider {...settings}>
          <div data-theme-preview="" style={{ display: 'flex', flexWrap: 'wrap', gap: 24, padding: 24 }}>
            <PreviewLogin />
            <div style={{ display: 'flex', flexDirection: 'column', gap: 24, flex: '1 1 320px', minWidth: 0 }}>
              <PreviewDialog />
              <PreviewList />
            </div>
          </div>
        </ThemeProvider>
      </section>
    </div>
  )
}

/** The real login box, on a client that never leaves the page; inert, a picture of it. */
function PreviewLogin() {
  return (
    <div role="group" aria-label="Login box preview" style={{ flex: '1 1 320px', minWidth: 0 }}>
      <div inert>
        <PreviewSession logo={null} socialLogins={GOOGLE_ONLY} />
      </div>
    </div>
  )
}

/** A dialog as the portal draws one, in place rather than over the page, so it can be edited beside. */
function PreviewDialog() {
  return (
    <div role="group" aria-label="Dialog preview" className={dialogStyles.modal}>
      <div className={dialogStyles.dialog}>
        <h2 className={dialogStyles.heading}>Remove Grace Hopper?</h2>
        <p className={dialogStyles.description}>She loses access to Acme at once. You can invite her again later.</p>
        <div className={dialogStyles.actions}>
          <Button variant="text">Cancel</Button>
          <Button variant="danger">Remove</Button>
        </div>
      </div>
    </div>
  )
}

const PEOPLE = [
  { id: 'ada', name: 'Ada Lovelace', role: 'Admin', status: 'Active' },
  { id: 'grace', name: 'Grace Hopper', role: 'Member', status: 'Invited' },
  { id: 'alan', name: 'Alan Turing', role: 'Member', status: 'Active' },
] as const

/** An admin list: a table with badges and a row action. */
function PreviewList() {
  return (
    <div role="group" aria-label="Admin list preview">
      <Table aria-label="Users preview">
        <TableHeader>
          <Column id="name">Name</Column>
          <Column id="role">Role</Column>
          <Column id="status">Status</Column>
        </TableHeader>
        <TableBody items={PEOPLE}>
          {(person) => (
            <Row>
              <Cell isRowHeader>{person.name}</Cell>
              <Cell>{person.role}</Cell>
              <Cell>
                <Badge tone={person.status === 'Active' ? 'success' : 'warning'}>{person.status}</Badge>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  )
}
