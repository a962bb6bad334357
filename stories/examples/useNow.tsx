// A relative time of the host's own on useNow: "5 minutes ago" that moves on each minute and keeps renders pure.
import { useNow } from 'gatehouse/hooks'

const UNITS = [
  { unit: 'day', ms: 86_400_000 },
  { unit: 'hour', ms: 3_600_000 },
  { unit: 'minute', ms: 60_000 },
] as const

export function MyRelativeTime({ date, locale = 'en' }: { date: Date; locale?: string }) {
  const now = useNow(60_000)
  const offset = date.getTime() - now
  const { unit, ms } = UNITS.find((candidate) => Math.abs(offset) >= candidate.ms) ?? UNITS[2]
  const text = Math.abs(offset) < 60_000 ? 'just now' : new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(Math.round(offset / ms), unit)
  return (
    <time dateTime={date.toISOString()} title={date.toLocaleString(locale)}>
      {text}
    </time>
  )
}

export function MyLastSignIn({ signedInAt }: { signedInAt: Date }) {
  return (
    <p>
      Last signed in <MyRelativeTime date={signedInAt} />
    </p>
  )
}
