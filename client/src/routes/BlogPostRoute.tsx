import { useParams } from '@tanstack/react-router';
import { BlogPostPage } from './BlogPages';

/** /blog/$blogId in the single-page app (the prerendered public site renders BlogPostPage directly). */
export function BlogPostRoute() {
  const { blogId } = useParams({ from: '/blog/$blogId' });
  return <BlogPostPage blogId={blogId} />;
}
