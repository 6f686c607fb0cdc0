import { usePageMeta } from '../meta/usePageMeta';
import type { InfoPageContent } from './infoPages';
import { PublicLayout } from './PublicLayout';

export function InfoPage({ content }: { content: InfoPageContent }) {
  usePageMeta(content.meta);
  return (
    <PublicLayout>
      <article className="container page page--narrow">
        <h1>{content.heading}</h1>
        {content.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </article>
    </PublicLayout>
  );
}
