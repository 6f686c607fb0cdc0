import { Link, useParams } from '@tanstack/react-router';
import { usePageMeta } from '../meta/usePageMeta';
import { BLOG_POSTS } from './infoPages';
import { NotFoundPage } from './NotFoundPage';
import { PublicLayout } from './PublicLayout';

export function BlogListPage() {
  usePageMeta('blog');
  return (
    <PublicLayout>
      <div className="container page">
        <h1>Blog</h1>
        <ul className="card-grid" style={{ listStyle: 'none', padding: 0 }}>
          {BLOG_POSTS.map((post) => (
            <li key={post.id} className="card">
              <h2 style={{ fontSize: 'var(--text-xl)' }}>
                <Link to="/blog/$blogId" params={{ blogId: post.id }}>
                  {post.title}
                </Link>
              </h2>
              <p className="muted">{post.summary}</p>
            </li>
          ))}
        </ul>
      </div>
    </PublicLayout>
  );
}

export function BlogPostPage() {
  const { blogId } = useParams({ from: '/blog/$blogId' });
  const post = BLOG_POSTS.find((p) => p.id === blogId);
  usePageMeta(post ? 'blogPost' : 'notFound', post ? { title: `${post.title} — Blog`, description: post.summary } : {});
  if (!post) return <NotFoundPage />;
  return (
    <PublicLayout>
      <article className="container page page--narrow">
        <p>
          <Link to="/blog">← All posts</Link>
        </p>
        <h1>{post.title}</h1>
        <p className="muted">{post.summary}</p>
        <p>The full article is coming soon.</p>
      </article>
    </PublicLayout>
  );
}
