import * as styles from './ToneIcon.css'

export type Tone = 'error' | 'info' | 'success' | 'warning'

const marks: Record<Tone, string> = {
  error: 'M12 7v6M12 16.5v.5',
  warning: 'M12 8v5M12 16.5v.5',
  info: 'M12 11v6M12 7.5v.5',
  success: 'M7.5 12.5l3 3 6-6.5',
}

/** The mark of a message's tone (a banner's, a toast's): a circle, or a triangle for warnings, around it. Decorative: the words carry the meaning. */
export function ToneIcon({ tone }: { tone: Tone }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {tone === 'warning' ? <path d="M12 3 2 20h20L12 3z" /> : <circle cx="12" cy="12" r="9.5" />}
      <path d={marks[tone]} />
    </svg>
  )
}
