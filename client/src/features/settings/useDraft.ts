import { useCallback, useEffect, useRef, useState } from 'react';

const COMMIT_AFTER_MS = 600;

/**
 * A typed value kept locally while the user types, committed after a short pause or on blur, so a
 * half-typed number is not synced on every key. A value arriving from another device replaces the
 * draft unless this field is being edited.
 */
export function useDraft(stored: string, commit: (text: string) => void, onUnchanged?: () => void) {
  const [text, setText] = useState(stored);
  const editing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ text, stored, commit, onUnchanged });
  latest.current = { text, stored, commit, onUnchanged };

  useEffect(() => {
    if (!editing.current) setText(stored);
  }, [stored]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const { text: current, stored: saved, commit: save, onUnchanged: unchanged } = latest.current;
    // Typed back to the stored value (after a refused one): nothing to save, but the refusal no longer applies.
    if (current !== saved) save(current);
    else unchanged?.();
  }, []);

  useEffect(() => () => flush(), [flush]);

  return {
    value: text,
    onChange: (next: string) => {
      editing.current = true;
      setText(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, COMMIT_AFTER_MS);
    },
    onBlur: () => {
      editing.current = false;
      flush();
    },
  };
}
