import { describe, it, expect } from 'vitest'
import { renderToString } from 'react-dom/server'
import { Banner, Button, Card, Form, Link, PasswordField, Spinner, TextField, ThemeProvider, vars } from '.'

describe('server rendering', () => {
  it('renders the theme and every primitive without a DOM', () => {
    expect(typeof window).toBe('undefined')
    const html = renderToString(
      <ThemeProvider mode="dark" palette={{ primary: { main: '#6b2fb3' } }}>
        <Card heading="Sign in" footer={<Link href="/sign-up">Create an account</Link>}>
          <Banner tone="error">Wrong email or password.</Banner>
          <Form>
            <TextField label="Email" errorMessage="Enter a valid email address." />
            <PasswordField label="Password" />
            <Button isPending>Sign in</Button>
          </Form>
          <Spinner />
        </Card>
      </ThemeProvider>,
    )
    expect(html).toContain('data-theme="dark"')
    expect(html).toContain(`${vars.color.primary.main.slice(4, -1)}:#6b2fb3`)
    expect(html).toContain('role="alert"')
    expect(html).toContain('Enter a valid email address.')
    expect(html).toContain('role="progressbar"')
  })

  it('leaves the overlays\' home out: it is made in the browser, at the end of the body', () => {
    const html = renderToString(
      <ThemeProvider mode="dark">
        <Button>Open</Button>
      </ThemeProvider>,
    )
    expect(html).not.toContain('data-gatehouse-overlays')
    expect(html.match(/data-theme="dark"/g)).toHaveLength(1)
  })
})
