import { Label } from 'react-aria-components/Label'
import { Meter as RACMeter } from 'react-aria-components/Meter'
import * as styles from './Meter.css'

export interface MeterProps {
  label: string
  value: number
  minValue?: number
  maxValue?: number
  /** How the value is read out and shown, e.g. "79 of 100". */
  valueLabel: string
  /** The colour of the filled arc. */
  tone?: 'error' | 'warning' | 'success'
}

/** RAC Meter drawn as a round gauge: role meter with the value in words; the arc only decorates. */
export function Meter({ label, value, minValue = 0, maxValue = 100, valueLabel, tone = 'success' }: MeterProps) {
  return (
    <RACMeter value={value} minValue={minValue} maxValue={maxValue} valueLabel={valueLabel} className={styles.meter}>
      {({ percentage }) => (
        <>
          <svg viewBox="0 0 36 36" className={styles.gauge} aria-hidden="true">
            <circle cx="18" cy="18" r="15.9155" className={styles.track} />
            <circle cx="18" cy="18" r="15.9155" className={styles.fill[tone]} strokeDasharray={`${percentage} ${100 - percentage}`} strokeDashoffset="25" />
          </svg>
          <span className={styles.text}>
            <Label className={styles.label}>{label}</Label>
            <span className={styles.value}>{valueLabel}</span>
          </span>
        </>
      )}
    </RACMeter>
  )
}
