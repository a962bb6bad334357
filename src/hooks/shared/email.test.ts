import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { parseEmail } from './email'

describe('parseEmail', () => {
  it('trims what was typed and keeps the address', () => {
    expect(parseEmail('  ada@example.com \n')).toEqual({ ok: true, email: 'ada@example.com' })
    expect(parseEmail('first.last+tag@mail.example.co.uk')).toEqual({ ok: true, email: 'first.last+tag@mail.example.co.uk' })
  })

  it('asks for an email when nothing but spaces was typed', () => {
    const result = parseEmail('   ')
    expect(result).toMatchObject({ ok: false, error: { code: 'emailRequired', message: 'Enter your email', field: 'email' } })
  })

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada@example.c', 'ada@@example.com', 'ada @example.com', 'a..b@example.com', 'ada@exa_mple.com'])('refuses %j as an invalid address', (raw) => {
    expect(parseEmail(raw)).toMatchObject({ ok: false, error: { code: 'invalidEmail', message: 'Enter a valid email address', field: 'email' } })
  })

  it("agrees with valibot's email() on every case", () => {
    const schema = v.pipe(v.string(), v.trim(), v.email())
    for (const raw of ['ada@example.com', ' x@y.io ', 'a.b-c+d@sub-1.example.org', 'ada@example', 'a@b.c', 'dot.@x.io', 'ümlaut@x.io', 'a@xn--bcher-kva.ch']) {
      expect(parseEmail(raw).ok, raw).toBe(v.safeParse(schema, raw).success)
    }
  })
})
