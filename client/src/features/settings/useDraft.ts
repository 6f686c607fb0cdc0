import { useCallback, useEffect, useRef, useState } from 'react';

const COMMIT_AFTER_MS = 600;

/**
 * A typed value kept locally while the user types, committed after a short pause or on blur, so a
 * half-typed number is not synced on every key. A value arriving from another device replaces the
 * draft unless this field is being edited.
 */
export function useDraft(stored: string, commit: (text: string) => void) {
  const [text, setText] = useState(stored);
  const editing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ text, stored, commit });
  latest.current = { text, stored, commit };

  useEffect(() => {
    if (!editing.current) setText(stored);
  }, [stored]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const { text: current, stored: saved, commit: save } = latest.current;
    if (current !== saved) save(current);
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
