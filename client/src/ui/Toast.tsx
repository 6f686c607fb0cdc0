import { createContext, type ReactNode, type RefObject, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import './Toast.css';

export type ToastTone = 'success' | 'error' | 'info' | 'warning';
export interface ToastInput {
  title: string;
  description?: string;
  tone?: ToastTone;
}
interface ToastItem extends ToastInput {
  id: number;
  /** How many times this same toast was asked for while it showed ("×3"). */
  count: number;
}

/** Errors and warnings stay longer: they ask the user to act. */
const TOAST_MS: Record<ToastTone, number> = { success: 4000, info: 5000, warning: 7000, error: 8000 };
/** At most this many toasts at once; older ones make room. */
const MAX_VISIBLE = 3;
const TONE_ICON: Record<ToastTone, string> = { success: '✓', info: 'i', warning: '!', error: '×' };
const TONE_LABEL: Record<ToastTone, string> = { success: 'Success', info: 'Information', warning: 'Warning', error: 'Error' };

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

const sameToast = (a: ToastInput, b: ToastInput) =>
  a.title === b.title && a.description === b.description && (a.tone ?? 'info') === (b.tone ?? 'info');

/**
 * One toast region for the whole app (polite live region: each toast is heard once). The same toast
 * asked for again while it shows is counted, not stacked; a toast pauses while pointed at or focused.
 * The region is narrow and sits at the top on phones (above the content's own buttons) and bottom
 * right on wider screens, and lets clicks through everywhere but on the toasts themselves.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setItems((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback((toast: ToastInput) => {
    setItems((all) => {
      const same = all.find((t) => sameToast(t, toast));
      if (same) return all.map((t) => (t === same ? { ...t, count: t.count + 1, id: nextId.current++ } : t));
      return [...all, { ...toast, id: nextId.current++, count: 1 }].slice(-MAX_VISIBLE);
    });
  }, []);
  const value = useMemo(() => show, [show]);
  const regionRef = useRef<HTMLElement>(null);
  useToastRoom(regionRef, items.length > 0);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <section ref={regionRef} className="toast-region" aria-live="polite" aria-label="Notifications">
        {items.map((t) => (
          <ToastView key={t.id} item={t} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

/**
 * While toasts show, the room they take at the top of the window (their bottom edge plus a gap) is
 * published as --toast-room: an open dialog moves down and shortens by it, so a toast never lies over
 * the dialog's title, close button or controls (on phones especially, where a dialog fills the screen).
 */
function useToastRoom(regionRef: RefObject<HTMLElement | null>, showing: boolean): void {
  useEffect(() => {
    const region = regionRef.current;
    const root = document.documentElement;
    if (!region || !showing) {
      root.style.removeProperty('--toast-room');
      return;
    }
    const update = () => root.style.setProperty('--toast-room', `${Math.ceil(region.getBoundingClientRect().bottom) + 8}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(region);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--toast-room');
    };
  }, [regionRef, showing]);
}

function ToastView({ item, onDismiss }: { item: ToastItem; onDismiss(id: number): void }) {
  const tone = item.tone ?? 'info';
  const [paused, setPaused] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const pause = () => setPaused(true);
    const resume = () => setPaused(false);
    const events = [
      ['pointerenter', pause],
      ['pointerleave', resume],
      ['focusin', pause],
      ['focusout', resume],
    ] as const;
    for (const [name, fn] of events) el.addEventListener(name, fn);
    return () => {
      for (const [name, fn] of events) el.removeEventListener(name, fn);
    };
  }, []);
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => onDismiss(item.id), TOAST_MS[tone]);
    return () => window.clearTimeout(timer);
  }, [paused, item.id, tone, onDismiss]);
  return (
    <div ref={ref} className={`toast toast--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="toast__icon" role="img" aria-label={TONE_LABEL[tone]}>
        {TONE_ICON[tone]}
      </span>
      <div className="toast__text">
        <p className="toast__title">
          {item.title}
          {item.count > 1 ? <span className="toast__count"> ×{item.count}</span> : null}
        </p>
        {item.description ? <p className="toast__description">{item.description}</p> : null}
      </div>
      <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => onDismiss(item.id)}>
        ×
      </button>
    </div>
  );
}

export function useToast(): (toast: ToastInput) => void {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast needs a ToastProvider above it');
  return ctx;
}
