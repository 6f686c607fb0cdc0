import { UNLIMITED } from '../../../../shared/domain/plans';

export type MeterTone = 'green' | 'amber' | 'red';

export interface MeterState {
  unlimited: boolean;
  used: number;
  limit: number;
  /** 0–100, capped. */
  percent: number;
  tone: MeterTone;
  /** Remaining conversions, shown from 75 % (public-site-and-plans §4). */
  remaining: number | null;
  /** Warn that the limit is near and to upgrade, from 90 %. */
  nearLimit: boolean;
}

/** Meter colour: green under 60 %, amber from 60 to under 85 %, red from 85 % (public-site-and-plans §4). */
export function meterTone(percent: number): MeterTone {
  if (percent >= 85) return 'red';
  if (percent >= 60) return 'amber';
  return 'green';
}

export function meterState(used: number, limit: number): MeterState {
  if (limit === UNLIMITED || limit <= 0) {
    return { unlimited: limit === UNLIMITED, used, limit, percent: 0, tone: 'green', remaining: null, nearLimit: false };
  }
  const raw = (used / limit) * 100;
  const percent = Math.min(100, Math.max(0, raw));
  return {
    unlimited: false,
    used,
    limit,
    percent,
    tone: meterTone(raw),
    remaining: raw >= 75 ? Math.max(0, limit - used) : null,
    nearLimit: raw >= 90,
  };
}

export type CounterTone = 'normal' | 'amber' | 'red';

/** Character counter of the recipe text: amber above 15,000, red above 18,000. */
export function counterTone(length: number, amberAbove: number, redAbove: number): CounterTone {
  if (length > redAbove) return 'red';
  if (length > amberAbove) return 'amber';
  return 'normal';
}
