import { BLOG_POSTS } from 'virtual:blog-posts';
import { usePageMeta } from '../meta/usePageMeta';
import { formatPostDate } from './blogDates';
import { NotFoundPage } from './NotFoundPage';
import { PublicLayout } from './PublicLayout';
import './blog.css';

/** The blog list: every post of content/blog, newest first. */
export function BlogListPage() {
  usePageMeta('blog');
  return (
    <PublicLayout>
      <div className="container page">
        <h1>Blog</h1>
        <p className="muted">Practical notes on cooking for allergies, health conditions and food choices.</p>
        <ul className="blog-list">
          {BLOG_POSTS.map((post) => (
            <li key={post.id} className="card">
              <h2 className="blog-list__title">
                <a href={`/blog/${post.id}`}>{post.title}</a>
              </h2>
              <p className="muted">
                <time dateTime={post.date}>{formatPostDate(post.date)}</time>
              </p>
              <p>{post.summary}</p>
            </li>
          ))}
        </ul>
      </div>
    </PublicLayout>
  );
}

/** One post; its HTML was rendered from Markdown and made safe at build time (client/build/blogPosts.ts). */
export function BlogPostPage({ blogId }: { blogId: string }) {
  const post = BLOG_POSTS.find((p) => p.id === blogId);
  usePageMeta(post ? 'blogPost' : 'notFound', post ? { title: `${post.title} — Blog`, description: post.summary } : {});
  if (!post) return <NotFoundPage />;
  return (
    <PublicLayout>
      <article className="container page page--narrow blog-post">
        <p>
          <a href="/blog">← All posts</a>
        </p>
        <h1>{post.title}</h1>
        <p className="muted">
          <time dateTime={post.date}>{formatPostDate(post.date)}</time>
        </p>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: built from the repo's Markdown with raw HTML escaped and unsafe links dropped */}
        <div className="blog-post__body" dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
    </PublicLayout>
  );
}
