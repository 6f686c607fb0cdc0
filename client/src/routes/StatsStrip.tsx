import { useEffect, useState } from 'react';
import { statsStrip } from '../../../shared/domain/siteStats';

/** The server's real conversion total; null until known (the prerendered page and a failed fetch show the fallback item). */
function useConversionsTotal(): number | null {
  const [total, setTotal] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/stats/public', { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ recipesConverted?: unknown }>) : null))
      .then((body) => {
        if (typeof body?.recipesConverted === 'number') setTotal(body.recipesConverted);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return total;
}

/** The landing page's stats strip: only true figures (shared/domain/siteStats.ts). */
export function StatsStrip() {
  const items = statsStrip(useConversionsTotal());
  return (
    <section className="stats" aria-label="In numbers">
      <div className="container stats__grid">
        {items.map((item) => (
          <p key={item.label}>
            <strong>{item.value}</strong> {item.label}
          </p>
        ))}
      </div>
    </section>
  );
}
