import { usePageMeta } from '../meta/usePageMeta';
import { formatPostDate } from './blogDates';
import type { InfoPageContent } from './infoPages';
import { PublicLayout } from './PublicLayout';

/** A company or legal page: a heading and its sections, no script needed to read it. */
export function InfoPage({ content }: { content: InfoPageContent }) {
  usePageMeta(content.meta);
  return (
    <PublicLayout>
      <article className="container page page--narrow info-page">
        <h1>{content.heading}</h1>
        {content.updated ? (
          <p className="muted">
            Last updated <time dateTime={content.updated}>{formatPostDate(content.updated)}</time>
          </p>
        ) : null}
        {content.sections.map((section, index) => (
          <section key={section.heading ?? index}>
            {section.heading ? <h2>{section.heading}</h2> : null}
            {section.paragraphs?.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {section.list ? (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </PublicLayout>
  );
}
