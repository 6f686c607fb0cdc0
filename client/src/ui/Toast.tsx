import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import './Toast.css';

export type ToastTone = 'success' | 'error' | 'info' | 'warning';
export interface ToastInput {
  title: string;
  description?: string;
  tone?: ToastTone;
}
interface ToastItem extends ToastInput {
  id: number;
}

const TOAST_MS = 5000;
const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/** One toast region for the whole app; polite live region so screen readers hear each toast once. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setItems((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (toast: ToastInput) => {
      const id = nextId.current++;
      setItems((all) => [...all.slice(-2), { ...toast, id }]);
      window.setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <section className="toast-region" aria-live="polite" aria-label="Notifications">
        {items.map((t) => (
          <div key={t.id} className={`toast toast--${t.tone ?? 'info'}`} role={t.tone === 'error' ? 'alert' : 'status'}>
            <div>
              <p className="toast__title">{t.title}</p>
              {t.description ? <p className="toast__description">{t.description}</p> : null}
            </div>
            <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => dismiss(t.id)}>
              ×
            </button>
          </div>
        ))}
      </section>
    </ToastContext.Provider>
  );
}

export function useToast(): (toast: ToastInput) => void {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast needs a ToastProvider above it');
  return ctx;
}
