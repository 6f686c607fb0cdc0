/**
 * The timer's ring: three short tones made with the Web Audio API (no sound file, so it works with
 * the network off). Browsers start audio only after a user gesture: `primeAudio` is called from the
 * click that starts a timer; after a reload the ring is silent until the next tap, and the visible
 * alert carries it.
 */
let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

export function primeAudio(): void {
  const ctx = audio();
  if (ctx && ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
}

/** Plays one ring; false when audio is unavailable or not yet allowed. */
export function beep(): boolean {
  const ctx = audio();
  if (ctx?.state !== 'running') {
    primeAudio();
    return false;
  }
  const start = ctx.currentTime;
  for (let i = 0; i < 3; i += 1) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = 880;
    const at = start + i * 0.3;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.2);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + 0.22);
  }
  return true;
}
